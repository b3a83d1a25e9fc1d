/**
 * /me/s: the settings of the profile — its address (checked live against the others'), whether
 * visitors see it, which sections others see, for students whether HR users find them — and the
 * private data only the owner sees (gender, birth date, residence and shipping address).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type FormEvent } from 'react'
import type { MyProfile } from '../../../../contracts/profiles/profile'
import type { ProfileSettings } from '../../../../contracts/profiles/schemas'
import { PROFILE_SECTIONS, type ProfileSection } from '../../../../contracts/profiles/sections'
import type { RequestView } from '../../../../machines/request'
import { RouteLink, useRouteUrl, type PageProps } from '../../../shared/lib/routing'
import { Button } from '../../../shared/ui/button'
import { CheckboxField, FormAlert, SelectField, TextField } from '../../../shared/ui/form-fields'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { ResourceView } from '../../../shared/ui/resource-view'
import { SECTION_TITLES } from '../section-labels'
import { usePersonalSave, useProfileSettings, useSettingsSave, useSlugTaken } from '../settings-actors'

/**
 * What a settings form shows of its save (machines/request): its status, and the 422's message of
 * each field (none for another failure, which the form's alert says).
 */
function saveStatus(view: RequestView) {
  const status =
    view.phase === 'sending'
      ? 'saving'
      : view.phase === 'done'
        ? 'saved'
        : view.phase === 'failed'
          ? 'failed'
          : 'idle'
  const errors: Record<string, string | undefined> =
    view.phase === 'failed' && view.error?.status === 422 ? (view.error.fields ?? {}) : {}
  return { status, errors }
}

function VisibilityForm({ settings, onSaved }: { settings: ProfileSettings; onSaved: () => void }) {
  const { t, i18n } = useLingui()
  const url = useRouteUrl()
  const [slug, setSlug] = useState(settings.slug)
  const [isPublic, setIsPublic] = useState(settings.is_public)
  const [hidden, setHidden] = useState<ProfileSection[]>(settings.hidden_sections)
  const [hrVisible, setHrVisible] = useState(settings.hr_visible)
  const taken = useSlugTaken(slug, settings.slug)
  const save = useSettingsSave()
  const { errors, status } = saveStatus(save.view)

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    save
      .send({
        slug,
        is_public: isPublic,
        hidden_sections: hidden,
        ...(settings.can_set_hr_visible ? { hr_visible: hrVisible } : {}),
      })
      // the refusal shows from the request's view
      .then(onSaved, () => undefined)
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="space-y-5 rounded-xl border border-slate-200 bg-white p-5"
      noValidate
    >
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Chi vede il tuo profilo</Trans>
      </h2>
      {status === 'saved' && (
        <FormAlert tone="success">
          <Trans>Impostazioni salvate.</Trans>
        </FormAlert>
      )}
      {status === 'failed' && Object.keys(errors).length === 0 && (
        <FormAlert>
          <Trans>Salvataggio non riuscito. Riprova.</Trans>
        </FormAlert>
      )}
      <TextField
        name="slug"
        label={t`Indirizzo del profilo`}
        value={slug}
        maxLength={60}
        error={
          errors.slug ??
          (taken ? t`Questo indirizzo è già usato da un altro profilo: scegline un altro.` : undefined)
        }
        hint={`${window.location.origin}${url('s-id', { id: slug || '…' })}`}
        onValue={(value) => setSlug(value.toLowerCase())}
        onLeave={() => undefined}
      />
      <CheckboxField
        name="is_public"
        label={t`Profilo pubblico: lo vede anche chi non ha un account (altrimenti solo gli utenti registrati)`}
        checked={isPublic}
        onChoice={setIsPublic}
      />
      {settings.can_set_hr_visible && (
        <CheckboxField
          name="hr_visible"
          label={t`Fatti trovare dagli HR nell’elenco degli studenti`}
          checked={hrVisible}
          error={errors.hr_visible}
          onChoice={setHrVisible}
        />
      )}
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">
          <Trans>Sezioni che gli altri vedono</Trans>
        </legend>
        <div className="mt-2 grid gap-1 sm:grid-cols-2">
          {PROFILE_SECTIONS.map((section) => (
            <CheckboxField
              key={section}
              name={`section-${section}`}
              label={i18n._(SECTION_TITLES[section])}
              checked={!hidden.includes(section)}
              onChoice={(shown) =>
                setHidden((current) =>
                  shown ? current.filter((item) => item !== section) : [...current, section],
                )
              }
            />
          ))}
        </div>
      </fieldset>
      <Button type="submit" disabled={status === 'saving' || taken}>
        {status === 'saving' ? <Trans>Salvataggio…</Trans> : <Trans>Salva le impostazioni</Trans>}
      </Button>
    </form>
  )
}

const ADDRESS = ['address', 'address_number', 'city', 'province', 'region', 'zip'] as const

function PersonalForm({ profile, onSaved }: { profile: MyProfile; onSaved: () => void }) {
  const { t } = useLingui()
  const [values, setValues] = useState<Record<string, string>>(() => {
    const start: Record<string, string> = {
      gender: profile.gender ?? '',
      birth_date: profile.birth_date ?? '',
    }
    for (const key of ADDRESS) {
      start[key] = profile[key] ?? ''
      start[`shipping_${key}`] = profile[`shipping_${key}`] ?? ''
    }
    return start
  })
  const [same, setSame] = useState(profile.same_residency)
  const save = usePersonalSave()
  const { errors, status } = saveStatus(save.view)
  const labels: Record<(typeof ADDRESS)[number], string> = {
    address: t`Indirizzo`,
    address_number: t`Numero civico`,
    city: t`Città`,
    province: t`Provincia`,
    region: t`Regione`,
    zip: t`CAP`,
  }
  const field = (name: string, label: string, type = 'text') => (
    <TextField
      key={name}
      name={name}
      label={label}
      type={type}
      value={values[name]}
      error={errors[name]}
      maxLength={120}
      onValue={(value) => setValues((current) => ({ ...current, [name]: value }))}
      onLeave={() => undefined}
    />
  )

  function handleSubmit(event: FormEvent) {
    event.preventDefault()
    save
      .send({
        ...values,
        gender: (values.gender || null) as 'female' | 'male' | 'other' | null,
        birth_date: values.birth_date || null,
        same_residency: same,
      })
      // the refusal shows from the request's view
      .then(onSaved, () => undefined)
  }

  return (
    <form
      onSubmit={handleSubmit}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-5"
      noValidate
    >
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Dati personali (li vedi solo tu)</Trans>
      </h2>
      {status === 'saved' && (
        <FormAlert tone="success">
          <Trans>Dati salvati.</Trans>
        </FormAlert>
      )}
      {status === 'failed' && Object.keys(errors).length === 0 && (
        <FormAlert>
          <Trans>Salvataggio non riuscito. Riprova.</Trans>
        </FormAlert>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          name="gender"
          label={t`Genere`}
          value={values.gender}
          placeholder={t`Preferisco non dirlo`}
          options={[
            { value: 'female', label: t`Donna` },
            { value: 'male', label: t`Uomo` },
            { value: 'other', label: t`Altro` },
          ]}
          error={errors.gender}
          onValue={(value) => setValues((current) => ({ ...current, gender: value }))}
        />
        {field('birth_date', t`Data di nascita`, 'date')}
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-medium text-slate-900">
          <Trans>Residenza</Trans>
        </legend>
        {ADDRESS.map((key) => field(key, labels[key]))}
      </fieldset>
      <CheckboxField
        name="same_residency"
        label={t`L’indirizzo di spedizione è quello di residenza`}
        checked={same}
        onChoice={setSame}
      />
      {!same && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-medium text-slate-900">
            <Trans>Spedizione</Trans>
          </legend>
          {ADDRESS.map((key) => field(`shipping_${key}`, labels[key]))}
        </fieldset>
      )}
      <Button type="submit" disabled={status === 'saving'}>
        {status === 'saving' ? <Trans>Salvataggio…</Trans> : <Trans>Salva i dati</Trans>}
      </Button>
    </form>
  )
}

export function MeSettingsPage({ title }: PageProps) {
  const { t } = useLingui()
  const resource = useProfileSettings()
  return (
    <div className="mx-auto max-w-3xl space-y-5 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <RouteLink name="me" className="text-sm underline">
          <Trans>Torna al profilo</Trans>
        </RouteLink>
      </div>
      <ResourceView
        resource={resource}
        label={t`Impostazioni del profilo`}
        skeleton={<LoadingSection label={t`Caricamento delle impostazioni…`} />}
      >
        {({ settings, profile }) => (
          <div className="space-y-5">
            <VisibilityForm settings={settings} onSaved={resource.reload} />
            <PersonalForm profile={profile} onSaved={resource.reload} />
          </div>
        )}
      </ResourceView>
    </div>
  )
}
