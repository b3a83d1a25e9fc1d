/**
 * A profile's posts (issue 17: "pin one post to the top of the own profile"): for a logged-in
 * viewer, the pinned post first and then the newest, as GET /api/profile/{id}/posts answers them —
 * only what this viewer may see (followers, partners, the person themselves), so the list is empty
 * and the section says so for anyone else. Each post opens its own page.
 */
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { useLocale } from '../../../shared/i18n/use-locale'
import { formatDate } from '../../../shared/lib/format'
import { RouteLink } from '../../../shared/lib/routing'
import { ResourceView } from '../../../shared/ui/resource-view'
import { useProfilePosts } from '../posts-actors'

/** How many posts the profile shows; the rest are on the feed of who follows the person. */
const SHOWN = 3

export function ProfilePosts({ userId, name }: { userId: number; name: string }) {
  const { t } = useLingui()
  const locale = useLocale()
  const posts = useProfilePosts(userId, SHOWN)
  return (
    <section aria-labelledby="profile-posts" className="mt-8">
      <h2 id="profile-posts" className="mb-3 text-lg font-semibold text-slate-900">
        <Trans>Post di {name}</Trans>
      </h2>
      <ResourceView
        resource={posts}
        label={t`Post di ${name}`}
        empty={<Trans>Nessun post da mostrarti: i post si vedono seguendo la persona.</Trans>}
      >
        {(page) => (
          <ul className="space-y-3">
            {page.data.map((post) => (
              <li key={post.id} className="rounded-xl border border-slate-200 bg-white p-4">
                {post.pinned && (
                  <p className="mb-1 text-xs font-semibold uppercase tracking-wide text-brand-800">
                    <Trans>In evidenza</Trans>
                  </p>
                )}
                <p className="line-clamp-4 whitespace-pre-line break-words text-slate-900">{post.text}</p>
                <p className="mt-2 flex flex-wrap gap-x-3 text-sm text-slate-600">
                  <time dateTime={post.created_at}>{formatDate(post.created_at, locale)}</time>
                  <span>
                    <Plural value={post.counts.reactions_total} one="# reazione" other="# reazioni" />
                  </span>
                  <span>
                    <Plural value={post.counts.comments} one="# commento" other="# commenti" />
                  </span>
                  <RouteLink
                    name="posts-id"
                    params={{ id: post.id }}
                    className="font-semibold text-brand-800 underline"
                  >
                    <Trans>Apri il post</Trans>
                  </RouteLink>
                </p>
              </li>
            ))}
          </ul>
        )}
      </ResourceView>
    </section>
  )
}
