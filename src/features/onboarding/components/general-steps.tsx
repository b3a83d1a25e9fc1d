/** The trainer's and HR's form steps (SPEC.md §2 "General onboarding"; fields of §3). */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState, type MouseEvent } from 'react'
// the fiscal regime's choices are the billing information's, one list for both
import {
  FISCAL_TYPES,
  INPS_TYPES,
  RETENTION_TAX_RATES,
  VAT_RATES,
} from '../../../../contracts/accounts/limits'
import {
  BIO_MAX_LENGTH,
  GENDERS,
  MISSION_MAX_LENGTH,
  PAYOFF_MAX_LENGTH,
  SLUG_MAX_LENGTH,
  SOCIAL_NETWORKS,
  URL_MAX_LENGTH,
} from '../../../../contracts/onboarding/limits'
import { type OnboardingStep } from '../../../../contracts/onboarding/steps'
import { useSession } from '../../../session/session'
import { RouteLink } from '../../../shared/lib/routing'
import type { FormValue } from '../../../shared/lib/use-form'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { Spinner } from '../../../shared/ui/spinner'
import { useFreshProgress, useSlugTaken } from '../actors'
import { useOnboardingSchemas } from '../schemas'
import type { WizardActor } from '../wizard-actor'
import { StepForm, type FieldSpec } from './step-form'
import { useStepAlert, useWizardView } from './wizard-frame'

/** The fields of an address (residence, shipping, billing), labelled in the UI language. */
function useAddressFields(): (prefix?: string) => FieldSpec[] {
  const { t } = useLingui()
  const labels = {
    address: t`Indirizzo`,
    address_number: t`Numero civico`,
    city: t`Città`,
    province: t`Provincia`,
    region: t`Regione`,
    zip: t`CAP`,
  }
  return (prefix = '') => [
    { name: `${prefix}address`, label: labels.address, autoComplete: 'address-line1', maxLength: 200 },
    { name: `${prefix}address_number`, label: labels.address_number, maxLength: 20 },
    { name: `${prefix}city`, label: labels.city, autoComplete: 'address-level2', maxLength: 100 },
    { name: `${prefix}province`, label: labels.province, maxLength: 50 },
    { name: `${prefix}region`, label: labels.region, autoComplete: 'address-level1', maxLength: 50 },
    {
      name: `${prefix}zip`,
      label: labels.zip,
      autoComplete: 'postal-code',
      inputMode: 'numeric',
      maxLength: 5,
    },
  ]
}

export function UserDetailsStep({ actor }: { actor: WizardActor }) {
  const { t } = useLingui()
  const schemas = useOnboardingSchemas()
  const { user } = useSession()
  const saved = actor.getSnapshot().context.data['user-details'] ?? {}
  const [slug, setSlug] = useState(typeof saved.slug === 'string' ? saved.slug : '')
  const taken = useSlugTaken(slug)
  const addressFields = useAddressFields()
  const gender = {
    female: t`Donna`,
    male: t`Uomo`,
    non_binary: t`Non binario`,
    undisclosed: t`Preferisco non dirlo`,
  } satisfies Record<(typeof GENDERS)[number], string>
  const different = (values: Record<string, FormValue>) => values.same_residency === false
  const fields: FieldSpec[] = [
    { name: 'first_name', label: t`Nome`, autoComplete: 'given-name', maxLength: 100 },
    { name: 'last_name', label: t`Cognome`, autoComplete: 'family-name', maxLength: 100 },
    { name: 'nickname', label: t`Nickname`, autoComplete: 'nickname', maxLength: 50 },
    {
      name: 'slug',
      label: t`Indirizzo del profilo`,
      maxLength: SLUG_MAX_LENGTH,
      hint: <Trans>Lettere minuscole, cifre e trattini: sarà l'indirizzo della tua pagina pubblica.</Trans>,
      extraError: taken ? t`Questo indirizzo è già in uso: scegline un altro.` : undefined,
      onValue: setSlug,
    },
    {
      name: 'birth_date',
      label: t`Data di nascita`,
      hint: <Trans>Nel formato GG/MM/AAAA, per esempio 17/04/1990.</Trans>,
      autoComplete: 'bday',
      maxLength: 10,
    },
    {
      name: 'gender',
      label: t`Genere`,
      kind: 'select',
      options: GENDERS.map((value) => ({ value, label: gender[value] })),
    },
    ...addressFields(),
    { name: 'same_residency', label: t`Spedizioni allo stesso indirizzo della residenza`, kind: 'checkbox' },
    ...addressFields('shipping_').map((field) => ({ ...field, when: different })),
  ]
  return (
    <StepForm
      actor={actor}
      step="user-details"
      schema={schemas.UserDetailsBody}
      fields={fields}
      defaults={{ first_name: user?.first_name ?? '', last_name: user?.last_name ?? '' }}
    />
  )
}

export function BillingStep({ actor }: { actor: WizardActor }) {
  const { t } = useLingui()
  const schemas = useOnboardingSchemas()
  const isTrainer = actor.getSnapshot().context.flow === 'trainer'
  const addressFields = useAddressFields()
  const company = (values: Record<string, FormValue>) => values.type === 'giuridica'
  const person = (values: Record<string, FormValue>) => values.type !== 'giuridica'
  const fiscalType = {
    forfettario: t`Forfettario`,
    ordinario: t`Ordinario`,
    occasionale: t`Prestazione occasionale`,
  } satisfies Record<(typeof FISCAL_TYPES)[number], string>
  const inps = {
    gestione_separata: t`Gestione separata INPS`,
    artigiani_commercianti: t`Artigiani e commercianti`,
    cassa_professionale: t`Cassa professionale`,
    nessuna: t`Nessuna`,
  } satisfies Record<(typeof INPS_TYPES)[number], string>
  const fields: FieldSpec[] = [
    {
      name: 'type',
      label: t`Tipo di persona`,
      kind: 'select',
      options: [
        { value: 'fisica', label: t`Persona fisica` },
        { value: 'giuridica', label: t`Azienda` },
      ],
    },
    { name: 'first_name', label: t`Nome`, when: person, maxLength: 100 },
    { name: 'last_name', label: t`Cognome`, when: person, maxLength: 100 },
    { name: 'fiscal_name', label: t`Ragione sociale`, when: company, maxLength: 200 },
    { name: 'fiscal_code', label: t`Codice fiscale`, maxLength: 16 },
    { name: 'p_iva', label: t`Partita IVA`, inputMode: 'numeric', maxLength: 11 },
    {
      name: 'unique_id',
      label: t`Codice SDI`,
      maxLength: 7,
      hint: <Trans>7 caratteri; oppure indica la PEC.</Trans>,
    },
    { name: 'pec', label: t`PEC`, inputMode: 'email', maxLength: 254 },
    // The invoice's province is its sigla (the one fiscal rule set, issue 36).
    ...addressFields()
      .filter((field) => field.name !== 'region')
      .map((field) =>
        field.name === 'province'
          ? { ...field, maxLength: 2, hint: <Trans>La sigla, per esempio MI (EE per l'estero).</Trans> }
          : field,
      ),
    ...(isTrainer
      ? ([
          {
            name: 'fiscal_type',
            label: t`Regime fiscale`,
            kind: 'select',
            options: FISCAL_TYPES.map((value) => ({ value, label: fiscalType[value] })),
          },
          {
            name: 'inps',
            label: t`Cassa previdenziale`,
            kind: 'select',
            options: INPS_TYPES.map((value) => ({ value, label: inps[value] })),
          },
          {
            name: 'vat',
            label: t`Aliquota IVA`,
            kind: 'select',
            options: VAT_RATES.map((value) => ({ value, label: `${value}%` })),
          },
          {
            name: 'retention_tax',
            label: t`Ritenuta d'acconto`,
            kind: 'select',
            options: RETENTION_TAX_RATES.map((value) => ({ value, label: `${value}%` })),
          },
        ] satisfies FieldSpec[])
      : []),
  ]
  return (
    <StepForm
      actor={actor}
      step="billing-information"
      schema={schemas.BillingStepBody}
      fields={fields}
      defaults={{ type: 'fisica' }}
      intro={<Trans>I dati che useremo per le fatture.</Trans>}
    />
  )
}

export function BiographyStep({ actor }: { actor: WizardActor }) {
  const { t } = useLingui()
  const schemas = useOnboardingSchemas()
  return (
    <StepForm
      actor={actor}
      step="biography"
      schema={schemas.BiographyBody}
      fields={[
        {
          name: 'bio',
          label: t`Biografia`,
          kind: 'textarea',
          maxLength: BIO_MAX_LENGTH,
          hint: <Trans>Almeno 40 parole: chi sei, cosa insegni, la tua esperienza.</Trans>,
        },
      ]}
    />
  )
}

export function MissionStep({ actor }: { actor: WizardActor }) {
  const { t } = useLingui()
  const schemas = useOnboardingSchemas()
  return (
    <StepForm
      actor={actor}
      step="mission"
      schema={schemas.MissionBody}
      fields={[
        { name: 'mission', label: t`Missione`, kind: 'textarea', maxLength: MISSION_MAX_LENGTH },
        {
          name: 'payoff',
          label: t`Payoff`,
          maxLength: PAYOFF_MAX_LENGTH,
          hint: <Trans>Una frase che ti presenta, al massimo 120 caratteri.</Trans>,
        },
      ]}
    />
  )
}

export function SocialStep({ actor, step }: { actor: WizardActor; step: 'social' | 'hr-social' }) {
  const { t } = useLingui()
  const schemas = useOnboardingSchemas()
  const labels = {
    website: t`Sito web`,
    linkedin: 'LinkedIn',
    facebook: 'Facebook',
    instagram: 'Instagram',
    x: 'X',
    youtube: 'YouTube',
  } satisfies Record<(typeof SOCIAL_NETWORKS)[number], string>
  return (
    <StepForm
      actor={actor}
      step={step}
      schema={schemas.SocialBody}
      intro={
        step === 'hr-social' ? (
          <Trans>I link dell'azienda, tutti facoltativi.</Trans>
        ) : (
          <Trans>I tuoi link, tutti facoltativi.</Trans>
        )
      }
      fields={SOCIAL_NETWORKS.map((network) => ({
        name: network,
        label: labels[network],
        inputMode: 'url',
        autoComplete: 'url',
        maxLength: URL_MAX_LENGTH,
      }))}
    />
  )
}

export function HrDetailsStep({ actor }: { actor: WizardActor }) {
  const { t } = useLingui()
  const schemas = useOnboardingSchemas()
  const { user } = useSession()
  return (
    <StepForm
      actor={actor}
      step="hr-details"
      schema={schemas.HrDetailsBody}
      defaults={{
        ragione_sociale: user?.hr_data?.ragione_sociale ?? '',
        p_iva: user?.hr_data?.p_iva ?? '',
        codice_rea: user?.hr_data?.codice_rea ?? '',
      }}
      fields={[
        { name: 'ragione_sociale', label: t`Ragione sociale`, autoComplete: 'organization', maxLength: 200 },
        { name: 'p_iva', label: t`Partita IVA`, inputMode: 'numeric', maxLength: 11 },
        {
          name: 'codice_rea',
          label: t`Codice REA`,
          maxLength: 10,
          hint: (
            <Trans>Due lettere della provincia, un trattino e 6 o 7 cifre, per esempio MI-1234567.</Trans>
          ),
        },
      ]}
    />
  )
}

export function ProfileCompletedStep({ actor }: { actor: WizardActor }) {
  const { t } = useLingui()
  const view = useWizardView(actor)
  const alert = useStepAlert(actor, [])
  const context = actor.getSnapshot().context
  // The percentage the wizard loaded with is as old as the wizard: everything saved since (the
  // documents, the social links…) counts, so the step asks the server again when it shows.
  const progress = useFreshProgress()
  const finishTo = (then: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab opens the page as it is; a plain click finishes the wizard and goes on from there.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    if (!view.isBusy) actor.send({ type: 'wizard.next', values: {}, then })
  }
  if (progress.view.firstLoad) return <Spinner label={t`Calcolo del completamento del profilo…`} />
  const summary: Record<string, unknown> =
    progress.data === undefined
      ? (context.data['profile-completed'] ?? {})
      : (progress.data.data['profile-completed'] ?? {})
  const completion = typeof summary.completion === 'number' ? summary.completion : 0
  const missing = Array.isArray(summary.missing) ? (summary.missing as string[]) : []
  // The keys of server/features/profiles/completion.ts (SPEC.md §3 Profile names, media lists as media.*).
  const names: Record<string, string> = {
    nickname: t`Nickname`,
    payoff: t`Payoff`,
    bio: t`Biografia`,
    mission: t`Missione`,
    presentation: t`Testo di presentazione`,
    gender: t`Genere`,
    birth_date: t`Data di nascita`,
    address: t`Indirizzo di residenza`,
    address_number: t`Numero civico`,
    city: t`Città`,
    province: t`Provincia`,
    region: t`Regione`,
    zip: t`CAP`,
    shipping_address: t`Indirizzo di spedizione`,
    shipping_address_number: t`Numero civico di spedizione`,
    shipping_city: t`Città di spedizione`,
    shipping_province: t`Provincia di spedizione`,
    shipping_region: t`Regione di spedizione`,
    shipping_zip: t`CAP di spedizione`,
    competences: t`Competenze`,
    interests: t`Interessi`,
    skills: t`Competenze principali`,
    socialMedia: t`Link social`,
    studies: t`Formazione`,
    experiences: t`Esperienze`,
    books: t`Libri`,
    caseHistories: t`Case history`,
    clients: t`Clienti`,
    collaborations: t`Collaborazioni`,
    'media.avatar': t`Foto del profilo`,
    'media.cover': t`Immagine di copertina`,
    'media.cv': t`Curriculum (PDF)`,
    'media.certs': t`Certificati (PDF)`,
    'media.master': t`Master o diploma (PDF)`,
    'media.presentation': t`Video di presentazione`,
  }
  return (
    <div className="space-y-4">
      <FormAlert tone="success">
        <Trans>Il tuo profilo è completo al {completion}%.</Trans>
      </FormAlert>
      <FormAlert>{alert}</FormAlert>
      {missing.length > 0 && (
        <div>
          <p className="text-sm font-medium text-slate-900">
            <Trans>Per completarlo puoi ancora aggiungere:</Trans>
          </p>
          <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
            {missing.map((field) => (
              <li key={field}>{names[field] ?? field}</li>
            ))}
          </ul>
        </div>
      )}
      {/* Links that finish the wizard first: the guard chain keeps an unfinished one in onboarding. */}
      <p className="flex flex-wrap gap-4 text-sm">
        <RouteLink name="me" onClick={finishTo('me')}>
          <Trans>Vai al tuo profilo</Trans>
        </RouteLink>
        {context.flow === 'trainer' && (
          <RouteLink name="instructor-course-create" onClick={finishTo('instructor-course-create')}>
            <Trans>Crea il tuo primo corso</Trans>
          </RouteLink>
        )}
      </p>
      <Button block disabled={view.isBusy} onClick={() => actor.send({ type: 'wizard.next', values: {} })}>
        <Trans>Vai alla home</Trans>
      </Button>
    </div>
  )
}

/** Steps whose own procedure is not in this wizard yet (documents upload, checkout). */
export function StepNotAvailable({ step }: { step: OnboardingStep }) {
  return (
    <FormAlert>
      {step === 'documents' ? (
        <Trans>Il caricamento dei documenti non è ancora disponibile.</Trans>
      ) : (
        <Trans>Il pagamento dell'abbonamento non è ancora disponibile in questa procedura.</Trans>
      )}
    </FormAlert>
  )
}
