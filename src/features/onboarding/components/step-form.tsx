/**
 * A wizard step that is a form: its fields (text, long text, choice, checkbox), checked with the
 * step's contract schema in the UI language when a field is left and on "next" (SPEC.md §5: on
 * blur and change), the server's 422 messages on the fields, the saved data filled in again.
 */
import { Trans } from '@lingui/react/macro'
import { type FormEvent, type ReactNode } from 'react'
import type * as v from 'valibot'
import type { OnboardingStep } from '../../../../contracts/onboarding/steps'
import { schemaErrors } from '../../../session/auth-schemas'
import { useForm, type FormValue } from '../../../shared/lib/use-form'
import { Button } from '../../../shared/ui/button'
import {
  CheckboxField,
  FormAlert,
  SelectField,
  TextAreaField,
  TextField,
} from '../../../shared/ui/form-fields'
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
            <SelectField
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
            <TextAreaField
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
