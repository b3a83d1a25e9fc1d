/**
 * Someone's competences with how many people confirmed each, and a toggle for the viewer to confirm
 * one (not on their own profile; a visitor is asked to log in first). Mounted where the profile
 * shows its competences: `<CompetenceConfirmations userId={profile.user_id} />`.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CompetenceConfirmation } from '../../../../contracts/network/schemas'
import { useRequireLogin } from '../../../session/require-login'
import { useSessionSelector } from '../../../session/session-store'
import { useResource } from '../../../shared/lib/use-resource'
import { Icon } from '../../../shared/ui/icon'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { fetchCompetenceConfirmations, toggleConfirmation } from './api'

export function CompetenceConfirmations({ userId }: { userId: number }) {
  const { t } = useLingui()
  const viewer = useSessionSelector((session) => session.user?.id ?? null)
  const resource = useResource(fetchCompetenceConfirmations, { userId, viewer })
  return (
    <ResourceView
      resource={resource}
      label={t`Conferme delle competenze`}
      skeleton={<Skeleton className="h-8 w-full" />}
      empty={<Trans>Nessuna competenza indicata.</Trans>}
    >
      {(items) => (
        <ul className="flex flex-wrap gap-2">
          {items.map((item) => (
            <li key={item.competence}>
              <CompetenceChip userId={userId} initial={item} own={viewer === userId} />
            </li>
          ))}
        </ul>
      )}
    </ResourceView>
  )
}

function CompetenceChip({
  userId,
  initial,
  own,
}: {
  userId: number
  initial: CompetenceConfirmation
  own: boolean
}) {
  const { t } = useLingui()
  const requireLogin = useRequireLogin()
  const [item, setItem] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const count = (
    <span className="text-xs text-slate-600">
      <Plural value={item.count} one="# conferma" other="# conferme" />
    </span>
  )
  if (own)
    return (
      <span className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
        {item.competence} {count}
      </span>
    )

  async function handleToggle() {
    if (busy) return
    setFailed(false)
    if (!(await requireLogin())) return
    setBusy(true)
    try {
      setItem(await toggleConfirmation(userId, item.competence))
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <button
      type="button"
      aria-pressed={item.confirmed}
      aria-disabled={busy || undefined}
      title={item.confirmed ? t`Togli la tua conferma` : t`Conferma questa competenza`}
      onClick={() => void handleToggle()}
      className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
        item.confirmed
          ? 'border-brand-700 bg-brand-50 text-brand-900'
          : 'border-slate-300 bg-white text-slate-800 hover:border-brand-700'
      } ${failed ? 'ring-2 ring-red-400' : ''}`}
    >
      {item.confirmed && <Icon type="check" size="sm" />}
      {item.competence} {count}
      <span className="sr-only">
        {item.confirmed ? <Trans>(l’hai confermata)</Trans> : <Trans>(conferma)</Trans>}
        {failed && <Trans>Non è stato possibile aggiornare la conferma. Riprova.</Trans>}
      </span>
    </button>
  )
}
