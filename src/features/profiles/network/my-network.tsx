/**
 * "La mia rete" on /me (issue 16): partnership requests to answer, recommendations to accept, the
 * user's partners, requests they sent, followers and followings, and people they may know.
 * Mounted by the own-profile page: `<MyNetwork userId={profile.user_id} />`.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Partnership, PartnershipList } from '../../../../contracts/network/schemas'
import { Skeleton } from '../../../shared/ui/skeleton'
import { networkLists, useNetworkSummary } from './actors'
import { SuggestionsPanel, TrendingPanel } from './discovery'
import { FollowCounts } from './follow-button'
import { PartnershipButton } from './partnership-button'
import { PagedList, PersonLink } from './people'
import { PendingRecommendations } from './recommendation-actions'

type Tab = 'received' | 'recommendations' | 'accepted' | 'sent' | 'followers' | 'followings'

export function MyNetwork({ userId }: { userId: number }) {
  const { t } = useLingui()
  const [tab, setTab] = useState<Tab>('received')
  const [changes, setChanges] = useState(0)
  const summary = useNetworkSummary(userId, { changes })
  const changed = () => setChanges((n) => n + 1)
  const tabs: { id: Tab; label: string }[] = [
    { id: 'received', label: t`Richieste ricevute` },
    { id: 'recommendations', label: t`Raccomandazioni da accettare` },
    { id: 'accepted', label: t`Partner` },
    { id: 'sent', label: t`Richieste inviate` },
    { id: 'followers', label: t`Follower` },
    { id: 'followings', label: t`Seguiti` },
  ]
  return (
    <section
      aria-labelledby="my-network-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="my-network-heading" className="text-xl font-semibold text-slate-900">
          <Trans>La mia rete</Trans>
        </h2>
        {summary.data ? (
          <FollowCounts followers={summary.data.followers} followings={summary.data.followings} />
        ) : (
          <Skeleton className="h-4 w-40" />
        )}
      </div>
      <div
        role="tablist"
        aria-label={t`La mia rete`}
        className="flex flex-wrap gap-1 border-b border-slate-200"
      >
        {tabs.map((item) => (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={`network-tab-${item.id}`}
            aria-selected={tab === item.id}
            aria-controls="network-panel"
            onClick={() => setTab(item.id)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
              tab === item.id
                ? 'border-brand-700 text-brand-900'
                : 'border-transparent text-slate-700 hover:text-slate-900'
            }`}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div id="network-panel" role="tabpanel" aria-labelledby={`network-tab-${tab}`}>
        {tab === 'recommendations' ? (
          <PendingRecommendations onChange={changed} />
        ) : tab === 'followers' || tab === 'followings' ? (
          <PagedList
            key={tab}
            load={networkLists.people}
            params={{ userId, side: tab }}
            label={tab === 'followers' ? t`Follower` : t`Seguiti`}
            empty={
              tab === 'followers' ? (
                <Trans>Nessuno ti segue ancora.</Trans>
              ) : (
                <Trans>Non segui ancora nessuno.</Trans>
              )
            }
            itemKey={(person) => person.id}
            renderItem={(person) => <PersonLink person={person} />}
          />
        ) : (
          <PartnershipsList key={tab} state={tab} onChange={changed} />
        )}
      </div>
      <div className="grid gap-6 border-t border-slate-200 pt-4 md:grid-cols-2">
        <SuggestionsPanel />
        <TrendingPanel />
      </div>
    </section>
  )
}

function PartnershipsList({ state, onChange }: { state: PartnershipList; onChange: () => void }) {
  const { t } = useLingui()
  const empty = {
    received: <Trans>Nessuna richiesta di partnership da accettare.</Trans>,
    accepted: <Trans>Non hai ancora partner: chiedi una partnership dal profilo di qualcuno.</Trans>,
    sent: <Trans>Nessuna richiesta in attesa di risposta.</Trans>,
  }[state]
  return (
    <PagedList
      load={networkLists.partnerships}
      params={{ state }}
      label={t`Partnership`}
      empty={empty}
      itemKey={(partnership: Partnership) => partnership.id}
      renderItem={(partnership) => (
        <div className="flex flex-wrap items-center justify-between gap-3">
          <PersonLink person={partnership.person} />
          <PartnershipButton
            userId={partnership.person.id}
            name={partnership.person.full_name}
            standing={partnership.standing}
            onChange={onChange}
          />
        </div>
      )}
    />
  )
}
