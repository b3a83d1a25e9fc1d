/**
 * /feed (issue 17): the posts of whom the user follows or partners with, and their own, newest
 * first. Older pages load as the end of the list comes into view (and with a button, for the
 * keyboard); a followed author's new post shows a "new posts" pill that brings them in; the
 * counts of the user's own posts change live. An empty feed suggests people to follow.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { Suggestion } from '../../../../contracts/network/schemas'
import { useSessionSelector } from '../../../session/session-store'
import { RouteLink, type PageProps } from '../../../shared/lib/routing'
import { Avatar } from '../../../shared/ui/avatar'
import { Button } from '../../../shared/ui/button'
import { Icon } from '../../../shared/ui/icon'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { Spinner } from '../../../shared/ui/spinner'
import { useFeed, useFollowSuggestion, useSuggestions } from '../actors'
import { Composer, PostsFeatureOff } from '../components/feed/composer'
import { PostCard } from '../components/feed/post-card'
import { useFeedLive } from '../live'

function FeedSkeleton() {
  return (
    <div className="space-y-4" aria-hidden="true">
      {[0, 1, 2].map((n) => (
        <div key={n} className="space-y-3 rounded-xl border border-slate-200 bg-white p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="h-11 w-11 rounded-full" />
            <Skeleton className="h-4 w-40" />
          </div>
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ))}
    </div>
  )
}

function SuggestionRow({ suggestion }: { suggestion: Suggestion }) {
  const { t } = useLingui()
  const person = suggestion.person
  // machines/toggle with the follow call (../actors.ts)
  const following = useFollowSuggestion(person.id)
  const state = following.view.busy
    ? 'busy'
    : following.view.value
      ? 'following'
      : following.view.error
        ? 'failed'
        : 'idle'
  return (
    <li className="flex items-center justify-between gap-3 py-2">
      <div className="flex min-w-0 items-center gap-3">
        <Avatar name={person.full_name} url={person.avatar_url} size={36} />
        <div className="min-w-0">
          <RouteLink
            name="id"
            params={{ id: person.slug }}
            className="font-medium text-slate-900 hover:underline"
          >
            {person.full_name}
          </RouteLink>
          {suggestion.payoff && <p className="truncate text-xs text-slate-600">{suggestion.payoff}</p>}
        </div>
      </div>
      <Button
        outline={state !== 'following'}
        disabled={state === 'busy' || state === 'following'}
        aria-label={state === 'following' ? t`Segui già ${person.full_name}` : t`Segui ${person.full_name}`}
        onClick={() => following.set(true)}
      >
        {state === 'following' ? <Trans>Segui già</Trans> : <Trans>Segui</Trans>}
      </Button>
      {state === 'failed' && (
        <span role="alert" className="text-xs text-red-700">
          <Trans>Non riuscito, riprova.</Trans>
        </span>
      )}
    </li>
  )
}

function EmptyFeed() {
  const { t } = useLingui()
  const suggestions = useSuggestions()
  return (
    <section className="rounded-xl border border-dashed border-slate-300 bg-white p-6">
      <h2 className="text-lg font-semibold text-slate-900">
        <Trans>Il tuo feed è ancora vuoto</Trans>
      </h2>
      <p className="mt-1 text-slate-700">
        <Trans>Segui persone e aziende, o chiedi una partnership: qui vedrai i loro post.</Trans>
      </p>
      <div className="mt-4">
        <ResourceView
          resource={suggestions}
          label={t`Persone da seguire`}
          skeleton={<Skeleton className="h-24 w-full" />}
          empty={<Trans>Nessun suggerimento per ora: completa competenze e interessi nel profilo.</Trans>}
        >
          {(list) => (
            <>
              <h3 className="font-semibold text-slate-900">
                <Trans>Persone che potresti conoscere</Trans>
              </h3>
              <ul className="mt-2 divide-y divide-slate-100">
                {list.slice(0, 6).map((suggestion) => (
                  <SuggestionRow key={suggestion.person.id} suggestion={suggestion} />
                ))}
              </ul>
            </>
          )}
        </ResourceView>
      </div>
    </section>
  )
}

export function FeedPage({ title }: PageProps) {
  const { t } = useLingui()
  const user = useSessionSelector((state) => state.user)
  // machines/feed with the feed's call (../actors.ts); the new posts' count is the page's own
  const feed = useFeed()
  const { posts, busy, firstLoad, loadingMore, failed, canLoadMore, atEnd } = feed.view
  const [fresh, setFresh] = useState(0)
  const sentinel = useRef<HTMLDivElement>(null)

  const reload = () => {
    setFresh(0)
    feed.actor.send({ type: 'feed.reload' })
  }
  const more = () => feed.actor.send({ type: 'feed.more' })

  useEffect(() => {
    const element = sentinel.current
    if (!element || !canLoadMore || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) feed.actor.send({ type: 'feed.more' })
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [canLoadMore, feed.actor, posts.length])

  useFeedLive(user?.id ?? null, {
    onCounts: (counts) => feed.actor.send({ type: 'feed.counts', counts }),
    onCreated: (push) => {
      if (push.author.id !== user?.id) setFresh((n) => n + 1)
    },
  })

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-6 space-y-6">
        {user?.features.posts ? (
          <Composer onPublished={(post) => feed.actor.send({ type: 'feed.published', post })} />
        ) : (
          <PostsFeatureOff />
        )}

        {fresh > 0 && (
          <div className="sticky top-2 z-10 flex justify-center">
            <Button rounded onClick={reload} data-testid="new-posts">
              <Icon type="refresh" size="sm" />
              <Plural value={fresh} one="# nuovo post" other="# nuovi post" />
            </Button>
          </div>
        )}

        <section aria-label={t`Post della tua rete`} aria-busy={busy}>
          {firstLoad ? (
            <FeedSkeleton />
          ) : failed && posts.length === 0 ? (
            <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6 text-center">
              <p className="font-medium text-red-900">
                <Trans>Non è stato possibile caricare il feed.</Trans>
              </p>
              <Button outline className="mt-3" onClick={reload}>
                <Trans>Riprova</Trans>
              </Button>
            </div>
          ) : posts.length === 0 ? (
            <EmptyFeed />
          ) : (
            <ul className="space-y-4">
              {posts.map((post) => (
                <li key={post.id}>
                  <PostCard
                    post={post}
                    onChange={(next) => feed.actor.send({ type: 'feed.changed', post: next })}
                    onDeleted={(id) => feed.actor.send({ type: 'feed.removed', id })}
                  />
                </li>
              ))}
            </ul>
          )}
          <div ref={sentinel} className="mt-4 flex justify-center">
            {loadingMore && <Spinner />}
            {canLoadMore && (
              <Button outline onClick={more}>
                <Trans>Carica altri post</Trans>
              </Button>
            )}
            {failed && posts.length > 0 && (
              <Button outline onClick={() => (feed.view.hasCursor ? more() : reload())}>
                <Trans>Non caricati: riprova</Trans>
              </Button>
            )}
            {atEnd && (
              <p className="text-sm text-slate-600">
                <Trans>Hai visto tutti i post della tua rete.</Trans>
              </p>
            )}
          </div>
        </section>
      </div>
    </div>
  )
}
