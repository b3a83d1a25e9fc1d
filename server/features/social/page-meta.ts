/**
 * /posts/{id}: the page's <head> says whose post it is; the text stays out, since the HTML is the
 * same for everyone and a post is for its author's followers and partners only (posts.queries.ts).
 * An unknown or hidden post, or one of a blocked account, is a 404.
 */
import { and, eq, isNull } from 'drizzle-orm'
import { users } from '../../core/db/tables.ts'
import { definePageMeta } from '../../core/page-meta.ts'
import { profileCardView } from '../profiles/index.ts'
import { posts } from './tables.ts'

const authorCard = profileCardView('author_card')

const TEXTS = {
  it: {
    title: (name: string) => `Post di ${name}`,
    description: 'Un post nella rete di Aula: accedi per leggerlo e commentarlo.',
  },
  en: {
    title: (name: string) => `Post by ${name}`,
    description: 'A post in the Aula network: log in to read and comment on it.',
  },
} as const

export default definePageMeta({
  'posts-id': async ({ app, params, locale }) => {
    if (!/^\d{1,10}$/.test(params.id) || Number(params.id) > 2_147_483_647) return null
    const [row] = await app.db
      .select({ first_name: users.first_name, last_name: users.last_name, avatar_url: authorCard.avatar_url })
      .from(posts)
      .innerJoin(users, eq(users.id, posts.user_id))
      .innerJoin(authorCard, eq(authorCard.user_id, users.id))
      .where(and(eq(posts.id, Number(params.id)), isNull(posts.hidden_at), eq(users.status, 'active')))
    if (!row) return null
    const texts = TEXTS[locale]
    return {
      title: texts.title(`${row.first_name} ${row.last_name}`.trim()),
      description: texts.description,
      image: row.avatar_url,
    }
  },
})
