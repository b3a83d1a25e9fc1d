/**
 * Someone's competences with how many people confirmed each, and a toggle for the viewer to confirm
 * one (not on their own profile; a visitor is asked to log in first). Beside a confirmed competence,
 * "who" opens the latest people who confirmed it (GET /api/competences/confirmed/{a}/{b}); on their
 * own profile (/me) the owner opens it from the competence itself. Mounted where the profile shows
 * its competences: `<CompetenceConfirmations userId={profile.user_id} />`.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { CompetenceConfirmation } from '../../../../contracts/network/schemas'
import { useRequireLogin } from '../../../session/require-login'
import { useSessionSelector } from '../../../session/session-store'
import { Icon } from '../../../shared/ui/icon'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { useCompetenceConfirmations, useConfirmers, useConfirmToggle } from './actors'
import { PersonLink } from './people'

export function CompetenceConfirmations({ userId }: { userId: number }) {
  const { t } = useLingui()
  const viewer = useSessionSelector((session) => session.user?.id ?? null)
  const resource = useCompetenceConfirmations(userId, viewer)
  return (
    <ResourceView
      resource={resource}
      label={t`Conferme delle competenze`}
      skeleton={<Skeleton className="h-8 w-full" />}
      empty={<Trans>Nessuna competenza indicata.</Trans>}
    >
      {(items) => (
        <ul className="flex flex-wrap items-start gap-2">
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
  const [saved, setItem] = useState(initial)
  // the confirmation (machines/toggle): pressed at once, put back if the server refuses
  const toggle = useConfirmToggle(userId, saved, setItem)
  const item = { ...saved, confirmed: toggle.view.value }
  const { busy } = toggle.view
  const failed = toggle.view.error !== null
  const [open, setOpen] = useState(false)
  const count = (
    <span className="text-xs text-slate-600">
      <Plural value={item.count} one="# conferma" other="# conferme" />
    </span>
  )
  const panelId = `confirmers-${userId}-${item.competence.replace(/[^\p{L}\p{N}]+/gu, '-')}`
  const panel = open && item.count > 0 && (
    <Confirmers id={panelId} userId={userId} competence={item.competence} version={item.count} />
  )
  if (own)
    return item.count > 0 ? (
      <>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          title={t`Chi ha confermato ${item.competence}`}
          onClick={() => setOpen((shown) => !shown)}
          className="inline-flex items-center gap-2 rounded-full border border-slate-300 bg-slate-100 px-3 py-1 text-sm text-slate-800 hover:border-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
        >
          {item.competence} {count}
          <Icon type={open ? 'chevron-down' : 'chevron-right'} size="sm" />
        </button>
        {panel}
      </>
    ) : (
      <span className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800">
        {item.competence} {count}
      </span>
    )

  async function handleToggle() {
    if (busy) return
    if (!(await requireLogin())) return
    toggle.set(!item.confirmed)
  }

  return (
    <>
      <span className="inline-flex items-center gap-1">
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
        {item.count > 0 && (
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            aria-label={t`Chi ha confermato ${item.competence}`}
            onClick={() => setOpen((shown) => !shown)}
            className="rounded-full px-2 py-1 text-xs font-medium text-brand-800 underline hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            <Trans>chi?</Trans>
          </button>
        )}
      </span>
      {panel}
    </>
  )
}

/** The latest people who confirmed a competence (at most NETWORK_LIMITS.confirmersShown). */
function Confirmers({
  id,
  userId,
  competence,
  version,
}: {
  id: string
  userId: number
  competence: string
  /** The count shown: a new one reloads the list. */
  version: number
}) {
  const { t } = useLingui()
  const resource = useConfirmers(userId, competence, version)
  return (
    <div
      id={id}
      role="region"
      aria-label={t`Chi ha confermato ${competence}`}
      className="mt-2 w-72 max-w-full rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
    >
      <ResourceView
        resource={resource}
        label={t`Chi ha confermato ${competence}`}
        skeleton={<Skeleton className="h-10 w-full" />}
      >
        {(data) => (
          <ul className="space-y-2">
            {data.confirmers.map((person) => (
              <li key={person.id}>
                <PersonLink person={person} size={32} />
              </li>
            ))}
            {data.count > data.confirmers.length && (
              <li className="text-xs text-slate-600">
                <Plural
                  value={data.count - data.confirmers.length}
                  one="e un'altra persona"
                  other="e altre # persone"
                />
              </li>
            )}
          </ul>
        )}
      </ResourceView>
    </div>
  )
}
