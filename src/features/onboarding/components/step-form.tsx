/**
 * A wizard step that is a form: its fields (text, long text, choice, checkbox), checked with the
 * step's contract schema in the UI language when a field is left and on "next" (SPEC.md §5: on
 * blur and change), the server's 422 messages on the fields, the saved data filled in again.
 */
import { Trans } from '@lingui/react/macro'
import { useId, type FormEvent, type ReactNode } from 'react'
import type * as v from 'valibot'
import type { OnboardingStep } from '../../../../contracts/onboarding/schemas'
import { schemaErrors } from '../../../session/auth-schemas'
import { useForm, type FormValue } from '../../../shared/lib/use-form'
import { Button } from '../../../shared/ui/button'
import { CheckboxField, FieldError, FormAlert, TextField } from '../../../shared/ui/form-fields'
import type { WizardActor } from '../wizard-actor'
import { useStepAlert, useWizardView } from './wizard-frame'

export interface FieldSpec {
  name: string
  label: string
  kind?: 'text' | 'textarea' | 'select' | 'checkbox'
  options?: readonly { value: string; label: string }[]
  hint?: ReactNode
  maxLength?: number
  autoComplete?: string
  inputMode?: 'text' | 'numeric' | 'email' | 'url' | 'tel'
  /** Shown only while this holds (e.g. the shipping address when it differs from the residence). */
  when?: (values: Record<string, FormValue>) => boolean
  /** A message of the field's own beside the schema's (the slug's live "already taken"). */
  extraError?: string
  onValue?: (value: string) => void
}

const inputClasses =
  'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm focus:border-brand-700 focus:outline-2 focus:outline-brand-700 aria-[invalid=true]:border-red-700'

function LongTextField(props: {
  name: string
  label: string
  value: string
  error?: string
  hint?: ReactNode
  maxLength?: number
  onValue: (value: string) => void
  onLeave: () => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {props.label}
      </label>
      <textarea
        id={id}
        name={props.name}
        rows={6}
        maxLength={props.maxLength}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={
          [props.hint && `${id}-hint`, props.error && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
        className={inputClasses}
        onChange={(event) => props.onValue(event.target.value)}
        onBlur={props.onLeave}
      />
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  )
}

function ChoiceField(props: {
  name: string
  label: string
  value: string
  error?: string
  options: readonly { value: string; label: string }[]
  onValue: (value: string) => void
}) {
  const id = useId()
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-900">
        {props.label}
      </label>
      <select
        id={id}
        name={props.name}
        value={props.value}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : undefined}
        className={inputClasses}
        onChange={(event) => props.onValue(event.target.value)}
      >
        <option value="">—</option>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={props.error} />
    </div>
  )
}

interface StepFormProps {
  actor: WizardActor
  step: OnboardingStep
  schema: v.GenericSchema
  fields: readonly FieldSpec[]
  intro?: ReactNode
  /** Values before anything was saved (e.g. the names given at registration). */
  defaults?: Record<string, FormValue>
  children?: ReactNode
}

export function StepForm({ actor, step, schema, fields, intro, defaults = {}, children }: StepFormProps) {
  const view = useWizardView(actor)
  const saved = actor.getSnapshot().context.data[step] ?? {}
  const initial = Object.fromEntries(
    fields.map((field) => {
      const value = saved[field.name] ?? defaults[field.name]
      if (field.kind === 'checkbox') return [field.name, typeof value === 'boolean' ? value : true]
      return [field.name, typeof value === 'string' ? value : '']
    }),
  ) as Record<string, FormValue>
  const form = useForm({ initial, mode: 'lazy', validate: (values) => schemaErrors(schema, values) })
  const alert = useStepAlert(
    actor,
    fields.map((field) => field.name),
  )
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault()
    const shown = fields.filter((field) => !field.when || field.when(form.values))
    const firstExtra = shown.find((field) => field.extraError)
    if (firstExtra) {
      document.querySelector<HTMLElement>(`[name="${firstExtra.name}"]`)?.focus()
      return
    }
    void form.submit(async (values) => {
      actor.send({ type: 'wizard.next', values })
    })
  }
  const errorOf = (name: string) => form.errors[name] ?? view.error?.fields[name]?.[0]
  return (
    <form noValidate className="space-y-4" onSubmit={handleSubmit}>
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      <FormAlert>{alert}</FormAlert>
      {fields.map((field) => {
        if (field.when && !field.when(form.values)) return null
        const value = form.values[field.name]
        const error = field.extraError ?? errorOf(field.name)
        if (field.kind === 'checkbox')
          return (
            <CheckboxField
              key={field.name}
              name={field.name}
              label={field.label}
              checked={value === true}
              error={error}
              onChoice={(checked) => form.set(field.name, checked, 'choice')}
            />
          )
        if (field.kind === 'select')
          return (
            <ChoiceField
              key={field.name}
              name={field.name}
              label={field.label}
              value={String(value)}
              error={error}
              options={field.options ?? []}
              onValue={(next) => form.set(field.name, next, 'choice')}
            />
          )
        if (field.kind === 'textarea')
          return (
            <LongTextField
              key={field.name}
              name={field.name}
              label={field.label}
              value={String(value)}
              error={error}
              hint={field.hint}
              maxLength={field.maxLength}
              onValue={(next) => form.set(field.name, next, 'input')}
              onLeave={() => form.blur(field.name)}
            />
          )
        return (
          <TextField
            key={field.name}
            name={field.name}
            label={field.label}
            value={String(value)}
            error={error}
            hint={field.hint}
            maxLength={field.maxLength}
            autoComplete={field.autoComplete}
            inputMode={field.inputMode}
            onValue={(next) => {
              form.set(field.name, next, 'input')
              field.onValue?.(next)
            }}
            onLeave={() => form.blur(field.name)}
          />
        )
      })}
      {children}
      <Button type="submit" block disabled={view.isBusy}>
        <Trans>Salva e continua</Trans>
      </Button>
    </form>
  )
}
