/**
 * The public profile itself, in a chunk of its own (lazySection): the resource machine, the API
 * client, the profile's sections and its network arrive once the page's shell is interactive,
 * which shows the same loading state meanwhile; the posts, for members only, in one more.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { PublicProfile as PublicProfileData } from '../../../../contracts/profiles/profile'
import { useRequireLogin } from '../../../session/require-login'
import { useSessionSelector } from '../../../session/session-store'
import { RouteLink } from '../../../shared/lib/routing'
import { useOwnPageTitle } from '../../../shared/lib/page-title'
import { Button, buttonClasses } from '../../../shared/ui/button'
import { LoadingSection } from '../../../shared/ui/loading-section'
import { failedStatus, useProfileBySlug } from '../actors'
import { lazySection } from '../../../shared/lib/lazy-section'
import { ProfileView } from './profile-view'
import { ProfileNetwork } from '../network/profile-network'

// Members only see the person's posts: a visitor never downloads them nor the social contracts.
const ProfilePosts = lazySection(() => import('./profile-posts').then((m) => m.ProfilePosts))

function LoginNeeded({ onLogin }: { onLogin: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="text-xl font-semibold text-slate-900">
        <Trans>Profilo riservato agli utenti registrati</Trans>
      </h1>
      <p className="mt-2 text-slate-700">
        <Trans>Accedi per vedere questo profilo.</Trans>
      </p>
      <div className="mt-4 flex justify-center gap-3">
        <Button onClick={onLogin}>
          <Trans>Accedi</Trans>
        </Button>
        <RouteLink name="register" className={buttonClasses({ outline: true })}>
          <Trans>Registrati</Trans>
        </RouteLink>
      </div>
    </div>
  )
}

function NotFound() {
  return (
    <div role="alert" className="rounded-xl border border-slate-200 bg-white p-8 text-center">
      <h1 className="text-xl font-semibold text-slate-900">
        <Trans>Profilo non trovato</Trans>
      </h1>
      <p className="mt-2">
        <RouteLink name="index" className="underline">
          <Trans>Torna alla home</Trans>
        </RouteLink>
      </p>
    </div>
  )
}

export function PublicProfile({ slug }: { slug: string }) {
  const { t } = useLingui()
  const requireLogin = useRequireLogin()
  const loggedIn = useSessionSelector((state) => state.isLoggedIn)
  const resource = useProfileBySlug(slug, loggedIn)
  const status = failedStatus(resource.error)
  const prompted = useRef(false)
  // The person's name, as the server's <head> had it before the scripts ran (and no name on a private one).
  useOwnPageTitle(resource.data?.full_name ?? (status === 401 ? t`Profilo privato` : undefined))

  const handleLogin = () => {
    void requireLogin().then((ok) => {
      if (ok) resource.reload()
    })
  }
  // A visitor on a private profile gets the login prompt once, by itself (SPEC.md §2 "Login prompt").
  useEffect(() => {
    if (status === 401 && !prompted.current) {
      prompted.current = true
      handleLogin()
    }
  })

  let body
  if (status === 401) body = <LoginNeeded onLogin={handleLogin} />
  else if (status === 404) body = <NotFound />
  else if (resource.snapshot.matches('failure'))
    body = (
      <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-8 text-center">
        <p>
          <Trans>Non è stato possibile caricare il profilo.</Trans>
        </p>
        <Button outline className="mt-3" onClick={resource.retry}>
          <Trans>Riprova</Trans>
        </Button>
      </div>
    )
  else if (resource.data)
    body = (
      <>
        {(resource.data as PublicProfileData).is_owner && (
          <p className="mb-4 rounded-md bg-brand-50 p-3 text-sm text-brand-900">
            <Trans>
              Questo è il tuo profilo come lo vedono gli altri.{' '}
              <RouteLink name="me" className="underline">
                Modificalo
              </RouteLink>
            </Trans>
          </p>
        )}
        <ProfileView profile={resource.data} />
        <ProfileNetwork userId={resource.data.user_id} name={resource.data.full_name} />
        {loggedIn && (
          <ProfilePosts
            userId={resource.data.user_id}
            name={resource.data.full_name}
            fallback={<LoadingSection label={t`Caricamento dei post…`} />}
          />
        )}
      </>
    )
  else body = <LoadingSection label={t`Caricamento del profilo…`} />
  return <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">{body}</div>
}
