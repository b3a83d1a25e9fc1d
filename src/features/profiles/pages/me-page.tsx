/**
 * /me: the profile as others see it, every section editable in place, and above it how complete
 * the profile is with what is still missing (SPEC.md §4); below it how many people confirmed each
 * competence, and who. The session's own-profile summary is
 * refreshed after each change, so the header and the onboarding see the new percentage too.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import type { MyProfile } from '../../../../contracts/profiles/profile'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { ResourceView } from '../../../shared/ui/resource-view'
import { refreshOwnProfile, useMyProfile } from '../actors'
import { CompletionCard } from '../components/completion-card'
import { ProfileView } from '../components/profile-view'
import { CompetenceConfirmations } from '../network/competence-confirmations'
import { MyNetwork } from '../network/my-network'

export function MePage({ title }: PageProps) {
  const { t } = useLingui()
  const resource = useMyProfile()
  const handleChanged = () => {
    resource.reload()
    refreshOwnProfile()
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
            {profile.competences.length > 0 && (
              <section
                aria-labelledby="my-confirmations-heading"
                className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 sm:p-6"
              >
                <h2 id="my-confirmations-heading" className="text-xl font-semibold text-slate-900">
                  <Trans>Conferme delle tue competenze</Trans>
                </h2>
                <p className="text-sm text-slate-700">
                  <Trans>
                    Quante persone hanno confermato ogni competenza: apri una competenza per vedere chi.
                  </Trans>
                </p>
                <CompetenceConfirmations key={profile.competences.join('\n')} userId={profile.user_id} />
              </section>
            )}
            <MyNetwork userId={profile.user_id} />
          </div>
        )}
      </ResourceView>
    </div>
  )
}
