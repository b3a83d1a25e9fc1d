/**
 * /dev/admin/users: the accounts, found by name, e-mail or profile address and filtered by status
 * (all in the URL, so a search can be shared); each with its role, status and the latest admin
 * action with its reason, and what an admin may do to it: block or unblock with a reason,
 * deactivate. The list reloads after each action.
 */
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import {
  ADMIN_USER_STATUSES,
  type AdminUser,
  type AdminUserStatus,
} from '../../../../contracts/admin/endpoints'
import type { AdminAction } from '../../../../machines/admin-action'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate } from '../../../shared/lib/format'
import { RouteLink, useRouteUrl, withQuery, type PageProps } from '../../../shared/lib/routing'
import { Pagination } from '../../../shared/ui/pagination'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { performOnUser, useUsers } from '../actors'
import { ActionPanel } from '../components/action-panel'
import { AdminFrame } from '../components/admin-frame'
import { AdminSearch, useAdminQuery } from '../components/admin-search'
import { StatusLine } from '../components/status-line'

export const STATUS_LABELS = {
  active: msg`Attivo`,
  blocked: msg`Bloccato`,
  deactivated: msg`Disattivato`,
} as const satisfies Record<AdminUserStatus, unknown>

const ACTION_DONE = {
  blocked: msg`bloccato`,
  unblocked: msg`sbloccato`,
  deactivated: msg`disattivato`,
} as const

function actionsFor(status: AdminUserStatus): AdminAction[] {
  if (status === 'active') return ['block', 'deactivate']
  if (status === 'blocked') return ['unblock', 'deactivate']
  return []
}

export function UsersPage({ title }: PageProps) {
  return (
    <AdminFrame
      title={title}
      lead={<Trans>Cerca un account per nome, e-mail o indirizzo del profilo.</Trans>}
    >
      <Users />
    </AdminFrame>
  )
}

function Users() {
  const { t, i18n } = useLingui()
  const url = useRouteUrl()
  const { page, q, status } = useAdminQuery(ADMIN_USER_STATUSES)
  const users = useUsers({ page, q, status })
  const [announce, setAnnounce] = useState('')

  return (
    <div className="space-y-4">
      <AdminSearch
        route="dev-admin-users"
        id="admin-users"
        textLabel={<Trans>Nome, e-mail o indirizzo</Trans>}
        q={q}
        status={status}
        statuses={ADMIN_USER_STATUSES}
        labels={STATUS_LABELS}
      />
      <StatusLine text={announce} />
      <ResourceView
        resource={users}
        label={t`Utenti`}
        skeleton={
          <div className="space-y-2" aria-hidden="true">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        }
        empty={<Trans>Nessun account corrisponde alla ricerca.</Trans>}
      >
        {({ data, meta }) => (
          <>
            <ul className="space-y-3" aria-label={t`Utenti trovati`}>
              {data.map((user) => (
                <UserRow
                  key={user.id}
                  user={user}
                  onDone={(action) => {
                    const done =
                      action === 'block' ? 'blocked' : action === 'unblock' ? 'unblocked' : 'deactivated'
                    setAnnounce(t`${user.full_name}: ${i18n._(ACTION_DONE[done])}.`)
                    users.reload()
                  }}
                />
              ))}
            </ul>
            <Pagination
              meta={meta}
              hrefFor={(p) => withQuery(url('dev-admin-users'), { q, status, page: p > 1 ? p : undefined })}
            />
          </>
        )}
      </ResourceView>
    </div>
  )
}

function UserRow({ user, onDone }: { user: AdminUser; onDone: (action: AdminAction) => void }) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const last = user.last_action
  const tone =
    user.status === 'active'
      ? 'bg-green-50 text-green-900 border-green-200'
      : user.status === 'blocked'
        ? 'bg-red-50 text-red-900 border-red-200'
        : 'bg-slate-100 text-slate-800 border-slate-300'
  return (
    <li
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      aria-label={user.full_name}
      data-admin-user={user.id}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0 [overflow-wrap:anywhere]">
          <p className="font-semibold text-slate-900">
            {user.slug ? (
              <RouteLink name="id" params={{ id: user.slug }} className="text-brand-800 underline">
                {user.full_name}
              </RouteLink>
            ) : (
              user.full_name
            )}
          </p>
          <p className="text-sm text-slate-700">{user.email}</p>
          <p className="text-xs text-slate-600">
            {t`Ruoli: ${user.roles.join(', ')}`} ·{' '}
            <Trans>
              Iscritto il <time dateTime={user.created_at}>{formatDate(user.created_at, locale)}</time>
            </Trans>
          </p>
        </div>
        <span className={`rounded-full border px-2 py-0.5 text-xs font-semibold ${tone}`}>
          {i18n._(STATUS_LABELS[user.status])}
        </span>
      </div>
      {last && (
        <p className="mt-2 text-sm text-slate-700 [overflow-wrap:anywhere]">
          <Trans>Ultima azione:</Trans> {i18n._(ACTION_DONE[last.action])} ·{' '}
          <time dateTime={last.created_at}>{formatDate(last.created_at, locale)}</time>
          {last.by ? ` · ${last.by.full_name}` : ''}
          {last.reason ? ` — ${last.reason}` : ''}
        </p>
      )}
      {user.status === 'deactivated' ? null : (
        <ActionPanel
          subject={user.full_name}
          actions={actionsFor(user.status)}
          perform={performOnUser(user.id)}
          onDone={onDone}
        />
      )}
    </li>
  )
}
