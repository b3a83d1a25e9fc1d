/**
 * /me: the profile as others see it, every section editable in place, and above it how complete
 * the profile is with what is still missing (SPEC.md §4). The session's own-profile summary is
 * refreshed after each change, so the header and the onboarding see the new percentage too.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { MyProfile } from '../../../../contracts/profiles/profile'
import { call } from '../../../shared/api'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { useResource } from '../../../shared/lib/use-resource'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { ResourceView } from '../../../shared/ui/resource-view'
import { getOwnProfile } from '../../../../contracts/profiles/endpoints'
import { fetchMyProfile } from '../api'
import { CompletionCard } from '../components/completion-card'
import { ProfileView } from '../components/profile-view'
import { MyNetwork } from '../network/my-network'
import { ownProfile } from '../own-profile'

export function MePage({ title }: PageProps) {
  const { t } = useLingui()
  const resource = useResource(fetchMyProfile)
  const handleChanged = () => {
    resource.reload()
    call(getOwnProfile, {}).then(ownProfile.set, () => undefined)
  }
  return (
    <div className="mx-auto max-w-4xl space-y-5 px-4 py-8 sm:px-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        <p className="flex gap-4 text-sm">
          <RouteLink name="me-s" className="underline">
            <Trans>Impostazioni del profilo</Trans>
          </RouteLink>
          {resource.data && (
            <RouteLink name="s-id" params={{ id: resource.data.slug }} className="underline">
              <Trans>Vedi come lo vedono gli altri</Trans>
            </RouteLink>
          )}
        </p>
      </div>
      <ResourceView
        resource={resource}
        label={t`Il tuo profilo`}
        skeleton={<LoadingSection label={t`Caricamento del profilo…`} />}
      >
        {(profile: MyProfile) => (
          <div className="space-y-5">
            <CompletionCard completion={profile.completion} />
            <ProfileView profile={profile} owner={{ profile, onChanged: handleChanged }} />
            <MyNetwork userId={profile.user_id} />
          </div>
        )}
      </ResourceView>
    </div>
  )
}
