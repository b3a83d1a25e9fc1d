/** What a course still lacks before it can be published, one line per manage page. */
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { CHECKLIST_ITEMS, type ChecklistItem } from '../../../../contracts/studio/schemas'
import { RouteLink } from '../../../shared/lib/routing'

export const CHECKLIST_LABELS = {
  goals: msg`Obiettivi: cosa otterrà chi segue il corso`,
  heading: msg`Intestazione: sottotitolo e livello`,
  lessons: msg`Lezioni: almeno una, ogni video pronto, ogni testo scritto`,
  presentation: msg`Presentazione: la descrizione del corso`,
  price: msg`Prezzo: quanto costa, o gratuito`,
  recipients: msg`Destinatari: a chi è rivolto`,
} as const

export function ChecklistSummary({ missing }: { missing: readonly ChecklistItem[] }) {
  const done = CHECKLIST_ITEMS.length - missing.length
  return (
    <span className={`text-sm ${missing.length === 0 ? 'text-green-800' : 'text-slate-700'}`}>
      {missing.length === 0 ? (
        <Trans>Pronto da pubblicare</Trans>
      ) : (
        <Trans>
          {done} di {CHECKLIST_ITEMS.length} completati
        </Trans>
      )}
    </span>
  )
}

export function Checklist({ courseId, missing }: { courseId: number; missing: readonly ChecklistItem[] }) {
  const { i18n, t } = useLingui()
  return (
    <ul className="space-y-1 text-sm" aria-label={t`Cosa manca per pubblicare`}>
      {CHECKLIST_ITEMS.map((item) => {
        const ok = !missing.includes(item)
        return (
          <li key={item} className="flex items-start gap-2">
            <span aria-hidden="true" className={ok ? 'text-green-700' : 'text-slate-400'}>
              {ok ? '✓' : '○'}
            </span>
            <RouteLink
              name={`instructor-course-id-manage-${item}`}
              params={{ id: courseId }}
              className={ok ? 'text-slate-700' : 'font-medium text-brand-800 underline'}
            >
              {i18n._(CHECKLIST_LABELS[item])}
              <span className="sr-only">{ok ? t`(completato)` : t`(da completare)`}</span>
            </RouteLink>
          </li>
        )
      })}
    </ul>
  )
}
