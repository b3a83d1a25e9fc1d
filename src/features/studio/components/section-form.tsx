/**
 * A manage page's form: its own fields, a save button, a visible saved / unsaved state, 422
 * messages by field, and a warning before the page is left (tab closed, reload, another manage
 * page) while changes are unsaved.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useState, type FormEvent, type ReactNode } from 'react'
import type { StudioCourse, UpdateCourseBody } from '../../../../contracts/studio/schemas'
import { isApiError } from '../../../shared/api'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { saveCourse } from '../api'

export interface SectionFormState<V> {
  values: V
  set: <K extends keyof V>(key: K, value: V[K]) => void
  errors: Record<string, string | undefined>
}

export function SectionForm<V extends Record<string, unknown>>({
  course,
  initial,
  toBody,
  onSaved,
  onDirty,
  children,
}: {
  course: StudioCourse
  initial: V
  toBody: (values: V) => UpdateCourseBody | { errors: Record<string, string> }
  onSaved: (course: StudioCourse) => void
  onDirty: (dirty: boolean) => void
  children: (form: SectionFormState<V>) => ReactNode
}) {
  const { t } = useLingui()
  const [values, setValues] = useState(initial)
  const [saved, setSaved] = useState(initial)
  const [errors, setErrors] = useState<Record<string, string | undefined>>({})
  const [failure, setFailure] = useState<string>()
  const [saving, setSaving] = useState(false)
  const [justSaved, setJustSaved] = useState(false)
  const dirty = JSON.stringify(values) !== JSON.stringify(saved)

  useEffect(() => {
    onDirty(dirty)
  }, [dirty, onDirty])

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  async function submit(event: FormEvent) {
    event.preventDefault()
    const body = toBody(values)
    if ('errors' in body) {
      setErrors(body.errors)
      return
    }
    setSaving(true)
    setErrors({})
    setFailure(undefined)
    try {
      const updated = await saveCourse(course.id, body)
      setSaved(values)
      setJustSaved(true)
      onSaved(updated)
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        setErrors(Object.fromEntries(Object.entries(error.fieldErrors).map(([key, list]) => [key, list[0]])))
      } else setFailure(t`Non è stato possibile salvare. Le modifiche sono ancora qui: riprova.`)
    } finally {
      setSaving(false)
    }
  }

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      {failure && <FormAlert>{failure}</FormAlert>}
      {children({
        values,
        errors,
        set: (key, value) => {
          setJustSaved(false)
          setValues((current) => ({ ...current, [key]: value }))
        },
      })}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button type="submit" disabled={saving || !dirty}>
          <Trans>Salva</Trans>
        </Button>
        <span aria-live="polite" className="text-sm" data-save-state={dirty ? 'unsaved' : 'saved'}>
          {saving ? (
            <Trans>Salvataggio…</Trans>
          ) : dirty ? (
            <span className="text-amber-900">
              <Trans>Modifiche non salvate</Trans>
            </span>
          ) : justSaved ? (
            <span className="text-green-800">
              <Trans>Salvato</Trans>
            </span>
          ) : (
            <span className="text-slate-600">
              <Trans>Tutto salvato</Trans>
            </span>
          )}
        </span>
      </div>
    </form>
  )
}

/** One item per line ↔ a list. */
export const linesOf = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)

/** '29,90' or '29.90' → 2990; null when it is not a price. */
export function parseEuros(text: string): number | null {
  const clean = text.trim().replace(/\s/g, '').replace('€', '')
  if (!/^\d{1,4}([.,]\d{1,2})?$/.test(clean)) return null
  return Math.round(Number(clean.replace(',', '.')) * 100)
}

export const euros = (cents: number | null, locale: string) =>
  cents === null ? '' : (cents / 100).toLocaleString(locale, { minimumFractionDigits: 2, useGrouping: false })
