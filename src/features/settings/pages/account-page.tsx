/**
 * /mysettings/account (issue 19): the account's name, newsletter choice and the language of its
 * e-mails (PUT /api/me/update), and a new password, proved with the current one
 * (PUT /api/password/update/{id}; every other session ends), and a new address, which counts once the
 * link sent to it is opened (POST /api/settings/email); a new phone number, confirmed with the code sent
 * to it (components/phone-change.tsx); and deleting the account after a grace period
 * (POST /api/settings/account/delete, server/features/accounts/deletion.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import { ACCOUNT_DELETION_GRACE_DAYS, type User } from '../../../../contracts/accounts/schemas'
import { schemaErrors, useAuthSchemas } from '../../../session/auth-schemas'
import { logout, useSession } from '../../../session/session'
import { useConfirm } from '../../../shared/ui/confirm-dialog'
import { updateSessionUser } from '../../../session/session-actor'
import type { PageProps } from '../../../shared/lib/routing'
import { useForm } from '../../../shared/lib/use-form'
import { Button } from '../../../shared/ui/button'
import {
  CheckboxField,
  FormAlert,
  PasswordField,
  SelectField,
  TextField,
} from '../../../shared/ui/form-fields'
import { Spinner } from '../../../shared/ui/spinner'
import { sendAndSettle, useAccountForm, useEmitted } from '../actors'
import { submitChecked, useAlertText, useFocusRefused } from '../form-actors'
import { PhoneChange } from '../components/phone-change'
import { SettingsSection, SettingsTabs } from '../components/settings-tabs'

function PersonalData({ user }: { user: User }) {
  const { t } = useLingui()
  const schemas = useAuthSchemas()
  // machines/account-settings with PUT /api/me/update (../actors.ts)
  const { actor, view, submit: send } = useAccountForm('details')
  const alert = useAlertText(view.alert)
  const ref = useFocusRefused(actor)
  useEmitted(actor, 'saved', (event) => {
    if (event.type === 'saved') updateSessionUser(event.output as User)
  })
  const form = useForm({
    initial: {
      first_name: user.first_name,
      last_name: user.last_name,
      newsletter_accepted: user.newsletter_accepted,
      locale: user.locale as string,
    },
    mode: 'lazy',
    validate: (values) => schemaErrors(schemas.MeUpdateBody, values),
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void submitChecked(
      form,
      (values) => send({ ...values, locale: values.locale === 'en' ? 'en' : 'it' }),
      () => actor.send({ type: 'form.invalid', errors: {} }),
    )
  }
  const leave = (name: 'first_name' | 'last_name') => {
    form.blur(name)
    actor.send({ type: 'form.edit', field: name })
  }
  return (
    <form ref={ref} noValidate onSubmit={submit} className="space-y-4" aria-label={t`Dati personali`}>
      <FormAlert>{alert}</FormAlert>
      <FormAlert tone="success">{view.saved ? t`Dati salvati.` : undefined}</FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="first_name"
          label={t`Nome`}
          autoComplete="given-name"
          value={form.values.first_name}
          error={form.errors.first_name ?? view.errors.first_name}
          onValue={(value) => form.set('first_name', value, 'input')}
          onLeave={() => leave('first_name')}
        />
        <TextField
          name="last_name"
          label={t`Cognome`}
          autoComplete="family-name"
          value={form.values.last_name}
          error={form.errors.last_name ?? view.errors.last_name}
          onValue={(value) => form.set('last_name', value, 'input')}
          onLeave={() => leave('last_name')}
        />
      </div>
      <SelectField
        name="locale"
        label={t`Lingua delle e-mail e delle notifiche`}
        value={form.values.locale}
        options={[
          { value: 'it', label: 'Italiano' },
          { value: 'en', label: 'English' },
        ]}
        placeholder={t`Scegli una lingua`}
        error={form.errors.locale ?? view.errors.locale}
        onValue={(value) => {
          form.set('locale', value, 'choice')
          actor.send({ type: 'form.edit', field: 'locale' })
        }}
      />
      <CheckboxField
        name="newsletter_accepted"
        label={t`Voglio ricevere la newsletter di Aula con i nuovi corsi e le novità`}
        checked={form.values.newsletter_accepted}
        onChoice={(checked) => form.set('newsletter_accepted', checked, 'choice')}
      />
      <Button type="submit" disabled={view.busy}>
        {view.busy ? <Spinner size={16} /> : null}
        <Trans>Salva i dati</Trans>
      </Button>
    </form>
  )
}

const emptyPasswords = { current_password: '', password: '', password_confirmation: '' }

function PasswordChange({ user }: { user: User }) {
  const { t } = useLingui()
  const schemas = useAuthSchemas()
  // machines/account-settings with PUT /api/password/update/{id} (../actors.ts)
  const { actor, view, submit: send } = useAccountForm('password')
  const alert = useAlertText(view.alert)
  const ref = useFocusRefused(actor)
  // a new form after a change: nothing typed stays on screen
  const [formKey, setFormKey] = useState(0)
  const form = useForm({
    initial: emptyPasswords,
    mode: 'lazy',
    validate: (values) => {
      const errors = schemaErrors(schemas.PasswordUpdateBody, values)
      if (!values.current_password) errors.current_password = [t`Inserisci la password attuale.`]
      return errors
    },
  })
  useEmitted(actor, 'saved', () => {
    form.setValues(emptyPasswords)
    setFormKey((key) => key + 1)
  })
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void submitChecked(
      form,
      (values) => send({ id: user.id, body: values }),
      () => actor.send({ type: 'form.invalid', errors: {} }),
    )
  }
  const field = (name: keyof typeof emptyPasswords, label: string, autoComplete: string) => (
    <PasswordField
      key={`${name}-${formKey}`}
      name={name}
      label={label}
      autoComplete={autoComplete}
      value={form.values[name]}
      error={form.errors[name] ?? view.errors[name]}
      onValue={(value) => form.set(name, value, 'input')}
      onLeave={() => {
        form.blur(name)
        actor.send({ type: 'form.edit', field: name })
      }}
    />
  )
  return (
    <form ref={ref} noValidate onSubmit={submit} className="space-y-4" aria-label={t`Cambia password`}>
      <FormAlert>{alert}</FormAlert>
      <FormAlert tone="success">
        {view.saved
          ? t`Password cambiata. Le altre sessioni aperte con la vecchia password sono state chiuse.`
          : undefined}
      </FormAlert>
      {field('current_password', t`Password attuale`, 'current-password')}
      <div className="grid gap-4 sm:grid-cols-2">
        {field('password', t`Nuova password`, 'new-password')}
        {field('password_confirmation', t`Ripeti la nuova password`, 'new-password')}
      </div>
      <Button type="submit" disabled={view.busy}>
        {view.busy ? <Spinner size={16} /> : null}
        <Trans>Cambia password</Trans>
      </Button>
    </form>
  )
}

function EmailChange({ user }: { user: User }) {
  const { t } = useLingui()
  const schemas = useAuthSchemas()
  // machines/account-settings with POST /api/settings/email (../actors.ts)
  const { actor, view, submit: send } = useAccountForm('email')
  const alert = useAlertText(view.alert)
  const ref = useFocusRefused(actor)
  const sentTo = view.sentTo
  const form = useForm({
    initial: { email: '', current_password: '' },
    mode: 'lazy',
    validate: (values) => {
      const errors = schemaErrors(schemas.EmailChangeBody, values)
      if (!values.current_password) errors.current_password = [t`Inserisci la password attuale.`]
      return errors
    },
  })
  useEmitted(actor, 'saved', () => form.setValues({ email: '', current_password: '' }))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    void submitChecked(form, send, () => actor.send({ type: 'form.invalid', errors: {} }))
  }
  const leave = (name: 'email' | 'current_password') => {
    form.blur(name)
    actor.send({ type: 'form.edit', field: name })
  }
  return (
    <form
      ref={ref}
      noValidate
      onSubmit={submit}
      className="space-y-4"
      aria-label={t`Cambia indirizzo e-mail`}
    >
      <p className="text-sm text-slate-700">
        <Trans>
          Indirizzo attuale: <strong className="wrap-anywhere">{user.email}</strong>
        </Trans>
      </p>
      <FormAlert>{alert}</FormAlert>
      <FormAlert tone="success">
        {sentTo
          ? t`Ti abbiamo mandato un link a ${sentTo}: aprilo entro 24 ore per confermare il nuovo indirizzo. Fino ad allora resta quello attuale.`
          : undefined}
      </FormAlert>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          name="email"
          type="email"
          label={t`Nuovo indirizzo e-mail`}
          autoComplete="email"
          value={form.values.email}
          error={form.errors.email ?? view.errors.email}
          onValue={(value) => form.set('email', value, 'input')}
          onLeave={() => leave('email')}
        />
        <PasswordField
          name="current_password"
          label={t`Password attuale`}
          autoComplete="current-password"
          value={form.values.current_password}
          error={form.errors.current_password ?? view.errors.current_password}
          onValue={(value) => form.set('current_password', value, 'input')}
          onLeave={() => leave('current_password')}
        />
      </div>
      <Button type="submit" disabled={view.busy}>
        {view.busy ? <Spinner size={16} /> : null}
        <Trans>Invia il link di conferma</Trans>
      </Button>
    </form>
  )
}

function AccountDeletion() {
  const { t } = useLingui()
  const { confirm, confirmDialog } = useConfirm()
  // machines/account-settings, asking first, with POST /api/settings/account/delete (../actors.ts)
  const { actor, view, submit: send } = useAccountForm('deletion')
  const [password, setPassword] = useState('')
  useEmitted(actor, 'saved', () => logout())

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!password) {
      actor.send({ type: 'form.invalid', errors: { current_password: t`Inserisci la password attuale.` } })
      return
    }
    send({ current_password: password })
    void confirm({
      title: t`Eliminare il tuo account?`,
      text: t`Tra ${ACCOUNT_DELETION_GRACE_DAYS} giorni nome, email, telefono e profilo saranno cancellati; le fatture restano. Fino ad allora, se accedi di nuovo, l'account resta com'è.`,
      yes: t`Elimina l'account`,
      no: t`Annulla`,
      // the dialog waits for the call and closes whatever the answer: a refusal shows in the form
      onConfirm: () =>
        sendAndSettle(
          actor,
          { type: 'form.confirm' },
          { until: (snapshot) => !snapshot.hasTag('busy'), failed: () => false },
        ),
    }).then((answer) => {
      if (!answer) actor.send({ type: 'form.cancel' })
    })
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-4" aria-label={t`Elimina l'account`}>
      {confirmDialog}
      <FormAlert>
        {view.alert ? t`Non è stato possibile eliminare l'account. Riprova tra poco.` : undefined}
      </FormAlert>
      <PasswordField
        name="current_password"
        label={t`Password attuale`}
        autoComplete="current-password"
        value={password}
        error={view.errors.current_password}
        onValue={setPassword}
        onLeave={() => {}}
      />
      <Button type="submit" outline>
        <Trans>Elimina il mio account</Trans>
      </Button>
    </form>
  )
}

export function AccountPage({ title }: PageProps) {
  const { t } = useLingui()
  const { user } = useSession()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <h1 className="mb-4 text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <SettingsTabs />
      {user ? (
        <div className="space-y-6">
          <SettingsSection id="account-data" title={t`Dati personali`}>
            <PersonalData user={user} />
          </SettingsSection>
          <SettingsSection
            id="account-email"
            title={t`Indirizzo e-mail`}
            lead={<Trans>Il nuovo indirizzo vale solo dopo che avrai aperto il link che gli mandiamo.</Trans>}
          >
            <EmailChange user={user} />
          </SettingsSection>
          <SettingsSection
            id="account-phone"
            title={t`Telefono`}
            lead={<Trans>Per cambiarlo ti mandiamo un codice via SMS al nuovo numero.</Trans>}
          >
            <PhoneChange verified={user.phone_verified} />
          </SettingsSection>
          <SettingsSection
            id="account-password"
            title={t`Password`}
            lead={<Trans>Per cambiarla ti chiediamo quella attuale.</Trans>}
          >
            <PasswordChange user={user} />
          </SettingsSection>
          <SettingsSection
            id="account-delete"
            title={t`Elimina l'account`}
            lead={
              <Trans>
                L'account viene eliminato dopo {ACCOUNT_DELETION_GRACE_DAYS} giorni: fino ad allora puoi
                ripensarci accedendo di nuovo.
              </Trans>
            }
          >
            <AccountDeletion />
          </SettingsSection>
        </div>
      ) : (
        <Spinner size={24} />
      )}
    </div>
  )
}
