/** Posts, comments and previews the social machines' tests (composer, comments, toggle) share. */
import type { Comment, LinkPreview, Post, PostCounts } from '../../contracts/social/schemas'

export const giulia = { id: 3, slug: 'giulia-bianchi', full_name: 'Giulia Bianchi', avatar_url: null }
export const marco = { id: 4, slug: 'marco-rossi', full_name: 'Marco Rossi', avatar_url: null }

export const counts = (postId: number, comments = 0, like = 0): PostCounts => ({
  post_id: postId,
  reactions: { like, love: 0, clap: 0, insightful: 0, laugh: 0 },
  reactions_total: like,
  comments,
})

export const post: Post = {
  id: 21,
  author: giulia,
  text: 'Ciao rete',
  link_url: null,
  image_url: null,
  preview: null,
  pinned: false,
  hidden: false,
  counts: counts(21),
  my_reaction: null,
  is_mine: true,
  created_at: '2026-11-29T10:00:00.000Z',
  updated_at: '2026-11-29T10:00:00.000Z',
}

export const withImage: Post = { ...post, image_url: '/media/posts/21.webp' }

export const preview: LinkPreview = {
  url: 'https://aula.it/corsi',
  title: 'I corsi di Aula',
  description: null,
  image_url: null,
}

export const comment: Comment = {
  id: 51,
  post_id: 21,
  parent_id: null,
  author: marco,
  text: 'Bello!',
  is_mine: true,
  created_at: '2026-11-29T10:05:00.000Z',
  updated_at: '2026-11-29T10:05:00.000Z',
}

export const reply: Comment = { ...comment, id: 52, parent_id: 51, text: 'Grazie', is_mine: false }
