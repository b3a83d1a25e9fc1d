/**
 * A manage page's form: its own fields, a save button, a visible saved / unsaved state, 422
 * messages by field, and a warning before the page is left (tab closed, reload, another manage
 * page) while changes are unsaved. What it saves, and whether it holds unsaved changes, reach the
 * page's course manager through useCourseSection (actors.ts).
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useEffect, type FormEvent, type ReactNode } from 'react'
import type { UpdateCourseBody } from '../../../../contracts/studio/schemas'
import { courseSectionView, type SectionValues } from '../../../../machines/course-section'
import { Button } from '../../../shared/ui/button'
import { FormAlert } from '../../../shared/ui/form-fields'
import { useCourseSection, useManagedCourse } from '../actors'

export interface SectionFormState<V> {
  values: V
  set: <K extends keyof V>(key: K, value: V[K]) => void
  errors: Record<string, string | undefined>
}

export function SectionForm<V extends SectionValues>({
  initial,
  toBody,
  children,
}: {
  initial: V
  toBody: (values: V) => UpdateCourseBody | { errors: Record<string, string> }
  children: (form: SectionFormState<V>) => ReactNode
}) {
  const { t } = useLingui()
  const { id: courseId } = useManagedCourse()
  const actor = useCourseSection({ courseId, values: initial })
  const view = useSelector(actor, courseSectionView)
  const { dirty } = view

  useEffect(() => {
    if (!dirty) return
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault()
      event.returnValue = ''
    }
    window.addEventListener('beforeunload', warn)
    return () => window.removeEventListener('beforeunload', warn)
  }, [dirty])

  function submit(event: FormEvent) {
    event.preventDefault()
    const body = toBody(view.values as V)
    if ('errors' in body) actor.send({ type: 'section.invalid', errors: body.errors })
    else actor.send({ type: 'section.submit', body })
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      {view.failed && (
        <FormAlert>{t`Non è stato possibile salvare. Le modifiche sono ancora qui: riprova.`}</FormAlert>
      )}
      {children({
        values: view.values as V,
        errors: view.errors,
        set: (key, value) =>
          actor.send({ type: 'field.set', key: String(key), value: value as string | boolean }),
      })}
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 pt-4">
        <Button type="submit" disabled={view.saving || !dirty}>
          <Trans>Salva</Trans>
        </Button>
        <span aria-live="polite" className="text-sm" data-save-state={dirty ? 'unsaved' : 'saved'}>
          {view.saveState === 'saving' ? (
            <Trans>Salvataggio…</Trans>
          ) : view.saveState === 'unsaved' ? (
            <span className="text-amber-900">
              <Trans>Modifiche non salvate</Trans>
            </span>
          ) : view.saveState === 'justSaved' ? (
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
