/**
 * /posts/{id} (issue 17): one post to share, with its reactions and comments, its counts live on
 * the post's presence channel. Someone who may not see it (not following the author, not a
 * partner) gets the same "not found" as for a post that does not exist.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Comment, Post } from '../../../../contracts/social/schemas'
import { RouteLink, useNavigate, useRouteUrl, type PageProps } from '../../../shared/lib/routing'
import { ResourceView } from '../../../shared/ui/resource-view'
import { Skeleton } from '../../../shared/ui/skeleton'
import { usePostPage } from '../actors'
import { Comments } from '../components/feed/comments'
import { PostCard } from '../components/feed/post-card'
import { usePostLive } from '../live'

function PostView({ initial }: { initial: { post: Post; comments: Comment[] } }) {
  const navigate = useNavigate()
  const url = useRouteUrl()
  const [post, setPost] = useState(initial.post)
  usePostLive(post.id, (counts) => setPost((current) => ({ ...current, counts })))
  return (
    <div className="space-y-6">
      <PostCard post={post} onChange={setPost} onDeleted={() => navigate(url('feed'))} linkToPage={false} />
      <Comments
        postId={post.id}
        postIsMine={post.is_mine}
        initial={initial.comments}
        onCounts={(counts) => setPost((current) => ({ ...current, counts }))}
      />
    </div>
  )
}

export function PostPage({ title, params }: PageProps) {
  const { t } = useLingui()
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0
  // machines/resource with the post and its comments, or 'missing' (../actors.ts)
  const resource = usePostPage(id)
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      <RouteLink name="feed" className="text-sm text-brand-800 hover:underline">
        ← <Trans>Torna al feed</Trans>
      </RouteLink>
      <h1 className="sr-only">{title}</h1>
      <div className="mt-4">
        <ResourceView resource={resource} label={t`Post`} skeleton={<Skeleton className="h-48 w-full" />}>
          {(loaded) =>
            'missing' in loaded ? (
              <div className="rounded-xl border border-slate-200 bg-white p-6 text-center">
                <p className="font-semibold text-slate-900">
                  <Trans>Post non trovato</Trans>
                </p>
                <p className="mt-1 text-slate-700">
                  <Trans>
                    Forse è stato eliminato, oppure è visibile solo a chi segue l’autore o è suo partner.
                  </Trans>
                </p>
              </div>
            ) : (
              <PostView key={loaded.post.id} initial={loaded} />
            )
          }
        </ResourceView>
      </div>
    </div>
  )
}
