/**
 * What a public profile shows of its owner's network (issue 16): followers, followings and
 * partners counts, the follow and partnership buttons, the recommendation the viewer may write
 * (partners only), a report link; and, under it, the recommendations the owner accepted.
 * Under them, the owner's competences with their confirmations. Mounted by the public profile page:
 * `<ProfileNetwork userId={profile.user_id} name={profile.full_name} />`.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { NetworkSummary } from '../../../../contracts/network/schemas'
import { useSessionSelector } from '../../../session/session-store'
import { RouteLink } from '../../../shared/lib/routing'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { useNetworkSummary } from './actors'
import { CompetenceConfirmations } from './competence-confirmations'
import { FollowButton, FollowCounts } from './follow-button'
import { lazySection } from '../../../shared/lib/lazy-section'
import { ProfileRecommendations } from './recommendations'

// What only a logged-in viewer can do, in chunks of their own: a visitor's profile never downloads them.
const PartnershipButton = lazySection(() => import('./partnership-button').then((m) => m.PartnershipButton))
const RecommendationForm = lazySection(() =>
  import('./recommendation-actions').then((m) => m.RecommendationForm),
)
const ReportProfile = lazySection(() => import('./report-profile').then((m) => m.ReportProfile))

export function ProfileNetwork({ userId, name }: { userId: number; name: string }) {
  const { t } = useLingui()
  const viewer = useSessionSelector((session) => session.user?.id ?? null)
  // the summary depends on who looks: a login or logout reads it again
  const resource = useNetworkSummary(userId, { viewer })
  const [shownRecommendations, setShownRecommendations] = useState(0)
  return (
    <div className="space-y-6">
      <ResourceView
        resource={resource}
        label={t`Rete di ${name}`}
        skeleton={<Skeleton className="h-16 w-full" />}
      >
        {(summary) => (
          <NetworkActions
            key={`${userId}:${viewer ?? 0}`}
            summary={summary}
            name={name}
            loggedIn={viewer !== null}
            onChange={() => {
              resource.reload()
              setShownRecommendations((n) => n + 1)
            }}
          />
        )}
      </ResourceView>
      <section aria-labelledby="confirmations-heading" className="space-y-3">
        <h2 id="confirmations-heading" className="text-lg font-semibold text-slate-900">
          <Trans>Competenze confermate</Trans>
        </h2>
        <p className="text-sm text-slate-700">
          <Trans>Chi conosce il lavoro di {name} può confermarne le competenze.</Trans>
        </p>
        <CompetenceConfirmations userId={userId} />
      </section>
      <ProfileRecommendations userId={userId} reloadKey={shownRecommendations} />
    </div>
  )
}

function NetworkActions({
  summary,
  name,
  loggedIn,
  onChange,
}: {
  summary: NetworkSummary
  name: string
  loggedIn: boolean
  onChange: () => void
}) {
  const [follow, setFollow] = useState({
    user_id: summary.user_id,
    is_following: summary.is_following,
    followers: summary.followers,
    followings: summary.followings,
  })
  const [sent, setSent] = useState(summary.sent_recommendation)
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4">
      <FollowCounts followers={follow.followers} followings={follow.followings} />
      <p className="flex flex-wrap gap-x-4 text-sm text-slate-700">
        <span>
          <Plural value={summary.partners} one="# partner" other="# partner" />
        </span>
        <span>
          <Plural value={summary.recommendations_count} one="# raccomandazione" other="# raccomandazioni" />
        </span>
      </p>
      {!summary.is_self && (
        <div className="flex flex-wrap items-start gap-3">
          <FollowButton state={follow} name={name} onChange={setFollow} />
          {loggedIn && (
            <PartnershipButton
              userId={summary.user_id}
              name={name}
              standing={summary.partnership.standing}
              onChange={onChange}
            />
          )}
          {loggedIn && (
            <RouteLink
              name="dms-new-id"
              params={{ id: summary.user_id }}
              className="inline-flex items-center rounded-md border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 no-underline hover:bg-brand-50"
            >
              <Trans>Invia messaggio</Trans>
            </RouteLink>
          )}
        </div>
      )}
      {summary.my_recommendation && !summary.my_recommendation.accepted_at && (
        <p className="text-sm text-slate-700">
          <Trans>
            {name} ha scritto una raccomandazione per te: accettala da «La mia rete» nel tuo profilo.
          </Trans>
        </p>
      )}
      {loggedIn && !summary.is_self && summary.partnership.standing === 'accepted' && (
        <RecommendationForm userId={summary.user_id} name={name} sent={sent} onSaved={setSent} />
      )}
      {loggedIn && !summary.is_self && <ReportProfile userId={summary.user_id} name={name} />}
    </div>
  )
}
