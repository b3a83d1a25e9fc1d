/**
 * A step that picks from a catalogue — search as you type, the chosen ones as chips (each
 * removable): interests-select (saved with the interests sync) and skill-select (skills as ids).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useState, type FormEvent } from 'react'
import { type Interest } from '../../../../contracts/onboarding/schemas'
import {
  INTERESTS_MAX,
  INTERESTS_SEARCH_MAX_LENGTH,
  SKILLS_MAX,
} from '../../../../contracts/onboarding/limits'
import { schemaErrors } from '../../../session/auth-schemas'
import { Button } from '../../../shared/ui/button'
import { FieldError, FormAlert } from '../../../shared/ui/form-fields'
import { Spinner } from '../../../shared/ui/spinner'
import { useCatalogue, type Catalogue } from '../actors'
import { useOnboardingSchemas } from '../schemas'
import type { WizardActor } from '../wizard-actor'
import { useStepAlert, useWizardView } from './wizard-frame'

const SEARCH_DELAY_MS = 250

function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}

export function InterestsStep({ actor }: { actor: WizardActor }) {
  const { t } = useLingui()
  const schemas = useOnboardingSchemas()
  return (
    <CatalogueStep
      actor={actor}
      step="interests-select"
      field="interests"
      max={INTERESTS_MAX}
      catalogue="interests"
      validate={(ids) => schemaErrors(schemas.InterestsSyncBody, { interests: ids }).interests?.[0]}
      texts={{
        intro: t`Scegli fino a ${INTERESTS_MAX} argomenti che ti interessano.`,
        legend: t`I tuoi interessi`,
        none: t`Non hai ancora scelto nessun interesse.`,
        chosen: t`Interessi scelti`,
        available: t`Interessi disponibili`,
        search: t`Cerca un interesse`,
        failed: t`Non è stato possibile cercare gli interessi.`,
      }}
    />
  )
}

export function SkillsStep({ actor }: { actor: WizardActor }) {
  const { t } = useLingui()
  const schemas = useOnboardingSchemas()
  return (
    <CatalogueStep
      actor={actor}
      step="skill-select"
      field="skills"
      max={SKILLS_MAX}
      catalogue="skills"
      validate={(ids) => schemaErrors(schemas.SkillsBody, { skills: ids }).skills?.[0]}
      texts={{
        intro: t`Scegli fino a ${SKILLS_MAX} competenze che insegni o usi nel lavoro.`,
        legend: t`Le tue competenze`,
        none: t`Non hai ancora scelto nessuna competenza.`,
        chosen: t`Competenze scelte`,
        available: t`Competenze disponibili`,
        search: t`Cerca una competenza`,
        failed: t`Non è stato possibile cercare le competenze.`,
      }}
    />
  )
}

interface CatalogueTexts {
  intro: string
  legend: string
  none: string
  chosen: string
  available: string
  search: string
  failed: string
}

interface CatalogueStepProps {
  actor: WizardActor
  step: 'interests-select' | 'skill-select'
  field: 'interests' | 'skills'
  max: number
  /** Where the entries come from (the resource machine, onboarding/actors.ts). */
  catalogue: Catalogue
  validate: (ids: number[]) => string | undefined
  texts: CatalogueTexts
}

function CatalogueStep({ actor, step, field, max, catalogue: source, validate, texts }: CatalogueStepProps) {
  const { t } = useLingui()
  const id = useId()
  const view = useWizardView(actor)
  const [search, setSearch] = useState('')
  const query = useDebounced(search.trim(), SEARCH_DELAY_MS)
  const results = useCatalogue(source, query)
  const saved = actor.getSnapshot().context.data[step]?.[field]
  // The ids chosen, in the order picked; until the first pick, what the step saved before (a
  // reload, another device). Names come from the whole catalogue.
  const [picked, setPicked] = useState<number[] | null>(null)
  const chosenIds = picked ?? (Array.isArray(saved) ? (saved as number[]) : [])
  const catalogue = useCatalogue(source, '')
  const chosen = chosenIds
    .map((interestId) => catalogue.data?.find((interest) => interest.id === interestId))
    .filter((interest): interest is Interest => interest !== undefined)
  const [error, setError] = useState<string>()

  const serverError = view.error?.fields[field]?.[0]
  const alert = useStepAlert(actor, [field])
  const isChosen = (interest: Interest) => chosenIds.includes(interest.id)
  const toggle = (interest: Interest) => {
    setError(undefined)
    setPicked(isChosen(interest) ? chosenIds.filter((c) => c !== interest.id) : [...chosenIds, interest.id])
  }
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const values = { [field]: chosenIds }
    const problem = validate(chosenIds)
    setError(problem)
    if (problem) {
      document.getElementById(`${id}-search`)?.focus()
      return
    }
    actor.send({ type: 'wizard.next', values })
  }
  const shownError = error ?? serverError
  const full = chosenIds.length >= max

  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit}>
      <p className="text-sm text-slate-700">{texts.intro}</p>
      <FormAlert>{alert}</FormAlert>
      <fieldset>
        <legend className="text-sm font-medium text-slate-900">
          {texts.legend} ({chosenIds.length}/{max})
        </legend>
        {chosen.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{texts.none}</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-2" aria-label={texts.chosen}>
            {chosen.map((interest) => (
              <li key={interest.id}>
                <button
                  type="button"
                  className="inline-flex items-center gap-1 rounded-full border border-brand-700 bg-brand-50 px-3 py-1 text-sm text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
                  onClick={() => toggle(interest)}
                >
                  {interest.name}
                  <span aria-hidden="true">×</span>
                  <span className="sr-only">
                    <Trans>(rimuovi)</Trans>
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <div>
        <label htmlFor={`${id}-search`} className="block text-sm font-medium text-slate-900">
          {texts.search}
        </label>
        <input
          id={`${id}-search`}
          name="interests"
          type="search"
          autoComplete="off"
          maxLength={INTERESTS_SEARCH_MAX_LENGTH}
          value={search}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={shownError ? `${id}-error` : undefined}
          aria-controls={`${id}-results`}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700"
          onChange={(event) => setSearch(event.target.value)}
        />
        <FieldError id={`${id}-error`} message={shownError} />
      </div>
      <div id={`${id}-results`} aria-live="polite" aria-busy={results.snapshot.hasTag?.('busy') || undefined}>
        {results.snapshot.matches('failure') ? (
          <div className="space-y-2">
            <FormAlert>{texts.failed}</FormAlert>
            <Button outline onClick={results.retry}>
              <Trans>Riprova</Trans>
            </Button>
          </div>
        ) : results.snapshot.matches('empty') ? (
          <p className="text-sm text-slate-600">
            <Trans>Nessun risultato per «{query}».</Trans>
          </p>
        ) : results.data ? (
          <ul className="flex flex-wrap gap-2" aria-label={texts.available}>
            {results.data.map((interest) => (
              <li key={interest.id}>
                <button
                  type="button"
                  aria-pressed={isChosen(interest)}
                  disabled={!isChosen(interest) && full}
                  className="rounded-full border border-slate-300 px-3 py-1 text-sm text-slate-800 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:opacity-60 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
                  onClick={() => toggle(interest)}
                >
                  {interest.name}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <Spinner label={t`Ricerca in corso`} />
        )}
      </div>
      <Button type="submit" block disabled={view.isBusy}>
        <Trans>Salva e continua</Trans>
      </Button>
    </form>
  )
}
