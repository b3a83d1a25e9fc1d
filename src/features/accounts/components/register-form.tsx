/**
 * The registration form of the three register pages (SPEC.md §5): account fields, terms and
 * privacy (required), newsletter and an invitation code prefilled from ?ref=. Students and
 * trainers give their name; HR gives fiscal data instead, as a person (nome, cognome, codice
 * fiscale) or a company (ragione sociale, partita IVA, codice REA), and mapHrRegistration turns it
 * into the names the account gets. Fields validate when left or changed, not while typing.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { lazy, Suspense, useId, type FormEvent } from 'react'
import {
  EMAIL_MAX_LENGTH,
  HR_FISCAL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  REFERRAL_CODE_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  type RegisterRole,
} from '../../../../contracts/accounts/limits'
import { Button } from '../../../shared/ui/button'
import { RouteLink, useNavigate, useQueryParams, useRouteUrl } from '../../../shared/lib/routing'
import type { SocialRegisterFields } from '../social-fields'
import { ConsentFields } from './consent-fields'
import { lazyModule, useLazyRulesForm } from '../lazy-module'
import { FISCAL } from '../register-fields'
import type { Form } from '../../../shared/lib/use-form'
import { useDoorRequest } from '../door-request'
import {
  CheckboxField,
  FieldError,
  FormAlert,
  PasswordField,
  TextField,
} from '../../../shared/ui/form-fields'

// The form is on screen (and takes typing) before these arrive: its rules, the call and the session
// come right after it, the sign-in buttons when the server names a provider (DESIGN.md §7).
export const registerActions = lazyModule(() => import('../register-actions'))
const actions = registerActions
const SocialSignIn = lazy(() => import('./social-sign-in').then((m) => ({ default: m.SocialSignIn })))

/** What a sign-in provider tells about the person itself, so the form need not have it. */
const PROVIDER_SUPPLIED = new Set(['email', 'password', 'password_confirmation', 'first_name', 'last_name'])

export interface RegisterValues extends Record<string, string | boolean> {
  email: string
  password: string
  password_confirmation: string
  terms_accepted: boolean
  privacy_accepted: boolean
  newsletter_accepted: boolean
  referral_code: string
}

function initialValues(role: RegisterRole, referral: string): RegisterValues {
  const account: RegisterValues = {
    email: '',
    password: '',
    password_confirmation: '',
    terms_accepted: false,
    privacy_accepted: false,
    newsletter_accepted: false,
    referral_code: referral,
  }
  if (role !== 'hr') return { first_name: '', last_name: '', ...account }
  return {
    [FISCAL.type]: 'fisica',
    [FISCAL.nome]: '',
    [FISCAL.cognome]: '',
    [FISCAL.codiceFiscale]: '',
    [FISCAL.ragioneSociale]: '',
    [FISCAL.pIva]: '',
    [FISCAL.codiceRea]: '',
    ...account,
  }
}

type RegisterFormState = Form<RegisterValues>

function Text({
  of: form,
  name,
  ...rest
}: { of: RegisterFormState; name: string } & Omit<
  Parameters<typeof TextField>[0],
  'value' | 'onValue' | 'onLeave' | 'error' | 'name'
>) {
  return (
    <TextField
      {...rest}
      name={name}
      value={String(form.values[name] ?? '')}
      error={form.errors[name]}
      onValue={(value) => form.set(name, value, 'input')}
      onLeave={() => form.blur(name)}
    />
  )
}

function PersonType({ form }: { form: RegisterFormState }) {
  const { t } = useLingui()
  const id = useId()
  const options = [
    { value: 'fisica', label: t`Persona fisica` },
    { value: 'giuridica', label: t`Azienda (persona giuridica)` },
  ]
  return (
    <fieldset aria-describedby={form.errors[FISCAL.type] ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-900">
        <Trans>Registri una persona o un'azienda?</Trans>
      </legend>
      <div className="mt-2 flex flex-wrap gap-4">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name={FISCAL.type}
              value={option.value}
              checked={form.values[FISCAL.type] === option.value}
              onChange={() => form.set(FISCAL.type, option.value, 'choice')}
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={form.errors[FISCAL.type]} />
    </fieldset>
  )
}

/** HR's fiscal data: a person (nome, cognome, codice fiscale) or a company (ragione sociale, P. IVA, REA). */
function HrFields({ form }: { form: RegisterFormState }) {
  const { t } = useLingui()
  const company = form.values[FISCAL.type] === 'giuridica'
  return (
    <>
      <PersonType form={form} />
      {company ? (
        <>
          <Text
            of={form}
            name={FISCAL.ragioneSociale}
            label={t`Ragione sociale`}
            maxLength={HR_FISCAL_MAX_LENGTH.ragione_sociale}
            autoComplete="organization"
          />
          <Text
            of={form}
            name={FISCAL.pIva}
            label={t`Partita IVA`}
            inputMode="numeric"
            maxLength={HR_FISCAL_MAX_LENGTH.p_iva}
          />
          <Text
            of={form}
            name={FISCAL.codiceRea}
            label={t`Codice REA (facoltativo)`}
            maxLength={HR_FISCAL_MAX_LENGTH.codice_rea}
            hint={<Trans>Per esempio MI-1234567</Trans>}
          />
        </>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Text
            of={form}
            name={FISCAL.nome}
            label={t`Nome`}
            autoComplete="given-name"
            maxLength={HR_FISCAL_MAX_LENGTH.nome}
          />
          <Text
            of={form}
            name={FISCAL.cognome}
            label={t`Cognome`}
            autoComplete="family-name"
            maxLength={HR_FISCAL_MAX_LENGTH.cognome}
          />
          <div className="sm:col-span-2">
            <Text
              of={form}
              name={FISCAL.codiceFiscale}
              label={t`Codice fiscale`}
              maxLength={HR_FISCAL_MAX_LENGTH.codice_fiscale}
              autoCapitalize="characters"
            />
          </div>
        </div>
      )}
    </>
  )
}

export function RegisterForm({ role }: { role: RegisterRole }) {
  const { t, i18n } = useLingui()
  const url = useRouteUrl()
  const navigate = useNavigate()
  const referral = useQueryParams().get('ref') ?? ''
  // every problem of the register body the values make; nothing to say before the rules arrive
  const problems = (values: Record<string, string | boolean>) => {
    const loaded = actions.current()
    return loaded
      ? loaded.schemaErrors(loaded.authSchemasIn(i18n).RegisterBody, loaded.registerPayload(role, values))
      : {}
  }
  const form = useLazyRulesForm(actions, {
    initial: initialValues(role, referral),
    mode: 'lazy',
    validate: problems,
  })
  // machines/request with the registration call, started on the first submit (register-actions.ts)
  const registration = useDoorRequest(actions, (loaded) => loaded.startRegistration())

  // Registering with Facebook or Google: the same rules as the form, on the fields a provider cannot
  // fill. The buttons show only after the server named a provider, by when the rules are here.
  const socialFields = (): SocialRegisterFields | undefined => {
    const loaded = actions.current()
    if (!loaded) return undefined
    const payload = loaded.registerPayload(role, form.values)
    const found = problems(form.values)
    const missing = Object.keys(form.values).filter((field) => !PROVIDER_SUPPLIED.has(field) && found[field])
    if (missing.length) {
      for (const field of missing) form.blur(field)
      document.querySelector<HTMLElement>(`[name="${missing[0]}"]`)?.focus()
      return undefined
    }
    const { terms_accepted, privacy_accepted, newsletter_accepted, referral_code, fiscal_data } = payload
    return {
      terms_accepted,
      privacy_accepted,
      newsletter_accepted,
      referral_code: referral_code ?? null,
      ...(role === 'hr' && fiscal_data ? { fiscal_data } : {}),
    }
  }

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault()
    // the rules and the call: wait for them (a failed download fails the submit below, which says so)
    await actions.load().catch(() => undefined)
    void form.submit(async (values) => {
      await registration((loaded) => loaded.registerPayload(role, values))
      // the guard chain sends a new account on to the e-mail check
      navigate(url('feed'))
    })
  }

  return (
    <form noValidate className="mt-6 space-y-4" onSubmit={(event) => void handleSubmit(event)}>
      <FormAlert>{form.formError}</FormAlert>
      {role === 'hr' ? (
        <HrFields form={form} />
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <Text
            of={form}
            name="first_name"
            label={t`Nome`}
            autoComplete="given-name"
            maxLength={NAME_MAX_LENGTH}
          />
          <Text
            of={form}
            name="last_name"
            label={t`Cognome`}
            autoComplete="family-name"
            maxLength={NAME_MAX_LENGTH}
          />
        </div>
      )}
      <Text
        of={form}
        name="email"
        type="email"
        label={t`Email`}
        autoComplete="email"
        inputMode="email"
        maxLength={EMAIL_MAX_LENGTH}
      />
      <PasswordField
        name="password"
        label={t`Password`}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={<Trans>Almeno 8 caratteri</Trans>}
        value={form.values.password}
        error={form.errors.password}
        onValue={(value) => form.set('password', value, 'input')}
        onLeave={() => form.blur('password')}
      />
      <PasswordField
        name="password_confirmation"
        label={t`Conferma password`}
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={form.values.password_confirmation}
        error={form.errors.password_confirmation}
        onValue={(value) => form.set('password_confirmation', value, 'input')}
        onLeave={() => form.blur('password_confirmation')}
      />
      <Text
        of={form}
        name="referral_code"
        label={t`Codice invito (facoltativo)`}
        autoComplete="off"
        maxLength={REFERRAL_CODE_MAX_LENGTH}
      />
      <div className="space-y-3">
        <ConsentFields form={form} />
        <CheckboxField
          name="newsletter_accepted"
          label={<Trans>Voglio ricevere la newsletter</Trans>}
          checked={form.values.newsletter_accepted}
          onChoice={(checked) => form.set('newsletter_accepted', checked, 'choice')}
        />
      </div>
      <Button type="submit" block disabled={form.submitting}>
        {form.submitting ? <Trans>Registrazione in corso…</Trans> : <Trans>Crea il tuo account</Trans>}
      </Button>
      <Suspense fallback={null}>
        <SocialSignIn register={{ role, fields: socialFields }} />
      </Suspense>
      <p className="text-center text-sm text-slate-700">
        <Trans>Hai già un account?</Trans>{' '}
        <RouteLink name="login" className="font-semibold">
          <Trans>Accedi</Trans>
        </RouteLink>
      </p>
    </form>
  )
}
