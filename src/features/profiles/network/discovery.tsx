/** People the user may know, and the profiles gaining followers this week (issue 16). */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { FollowState, Suggestion, TrendingProfile } from '../../../../contracts/network/schemas'
import { ResourceView } from '../../../shared/ui/resource-view'
import { FollowButton } from './follow-button'
import { useSuggestions, useTrending } from './actors'
import { ListSkeleton, PersonLink } from './people'

function Why({ suggestion }: { suggestion: Suggestion }) {
  const reasons = []
  if (suggestion.mutual_partners > 0)
    reasons.push(
      <Plural
        key="p"
        value={suggestion.mutual_partners}
        one="# partner in comune"
        other="# partner in comune"
      />,
    )
  if (suggestion.shared_competences.length > 0)
    reasons.push(<Trans key="c">Competenze: {suggestion.shared_competences.slice(0, 3).join(', ')}</Trans>)
  if (suggestion.shared_interests.length > 0)
    reasons.push(<Trans key="i">Interessi: {suggestion.shared_interests.slice(0, 3).join(', ')}</Trans>)
  return (
    <p className="text-xs text-slate-600">
      {reasons.map((reason, n) => (
        <span key={n}>
          {n > 0 && ' · '}
          {reason}
        </span>
      ))}
    </p>
  )
}

function FollowSuggested({ userId, name }: { userId: number; name: string }) {
  const [state, setState] = useState<FollowState>({
    user_id: userId,
    is_following: false,
    followers: 0,
    followings: 0,
  })
  return <FollowButton state={state} name={name} onChange={setState} />
}

export function SuggestionsPanel() {
  const { t } = useLingui()
  const resource = useSuggestions()
  return (
    <section aria-labelledby="suggestions-heading" className="space-y-3">
      <h3 id="suggestions-heading" className="font-semibold text-slate-900">
        <Trans>Persone che potresti conoscere</Trans>
      </h3>
      <ResourceView
        resource={resource}
        label={t`Elenco dei suggerimenti`}
        skeleton={<ListSkeleton />}
        empty={<Trans>Nessun suggerimento per ora: aggiungi competenze e interessi al profilo.</Trans>}
      >
        {(suggestions) => (
          <ul className="divide-y divide-slate-100">
            {suggestions.map((suggestion) => (
              <li key={suggestion.person.id} className="flex items-center justify-between gap-3 py-2">
                <PersonLink person={suggestion.person}>
                  <Why suggestion={suggestion} />
                </PersonLink>
                <FollowSuggested userId={suggestion.person.id} name={suggestion.person.full_name} />
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  )
}

export function TrendingPanel() {
  const { t } = useLingui()
  const resource = useTrending()
  return (
    <section aria-labelledby="trending-heading" className="space-y-3">
      <h3 id="trending-heading" className="font-semibold text-slate-900">
        <Trans>Profili di tendenza</Trans>
      </h3>
      <ResourceView
        resource={resource}
        label={t`Elenco dei profili di tendenza`}
        skeleton={<ListSkeleton />}
        empty={<Trans>Nessun profilo di tendenza questa settimana.</Trans>}
      >
        {(profiles: TrendingProfile[]) => (
          <ol className="divide-y divide-slate-100">
            {profiles.map((entry) => (
              <li key={entry.person.id} className="py-2">
                <PersonLink person={entry.person}>
                  <p className="text-xs text-slate-600">
                    <Plural
                      value={entry.new_followers}
                      one="+# follower questa settimana"
                      other="+# follower questa settimana"
                    />
                  </p>
                </PersonLink>
              </li>
            ))}
          </ol>
        )}
      </ResourceView>
    </section>
  )
}
