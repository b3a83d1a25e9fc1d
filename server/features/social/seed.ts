/**
 * The demo feed: the hand-written posts, then thirty posts by learners about a course and lesson
 * drawn from the catalogue with the shared PRNG (the demo student writes the first three, so the
 * account has a history to show). Runs after courses, whose rows it reads in catalogue order.
 */
import { asc, eq } from 'drizzle-orm'
import { REACTIONS } from '../../../contracts/social/schemas.ts'
import { users } from '../../core/db/tables.ts'
import { createRandom, defineSeed } from '../../core/db/seeds.ts'
import { DEMO_ACCOUNTS, STUDENTS, demoUserIds } from '../../core/db/demo-data.ts'
import { courseOutlines } from '../courses/index.ts'
import {
  COMMENT_TEXTS,
  POST_AUTHORS,
  POST_TEMPLATES_EN,
  POST_TEMPLATES_IT,
  POST_TEXTS,
  REPLY_TEXTS,
} from './demo-data.ts'
import { postComments, postReactions, posts } from './tables.ts'

export default defineSeed({
  after: ['accounts', 'courses'],
  async run(db, { daysAgo, random }) {
    const userId = await demoUserIds(db)
    const catalogue = await courseOutlines(db)

    const learners = [DEMO_ACCOUNTS.student, ...STUDENTS]
    const postValues = POST_TEXTS.map((post, index) => ({
      user_id: userId(POST_AUTHORS[index]),
      text: post.text,
      link_url: post.link_url ?? null,
    }))
    for (let index = 0; index < 30; index++) {
      const author = index < 3 ? DEMO_ACCOUNTS.student : random.pick(learners)
      const course = random.pick(catalogue)
      const lesson = random.pick(course.lessons)
      const template = random.pick(course.language === 'en' ? POST_TEMPLATES_EN : POST_TEMPLATES_IT)
      postValues.push({
        user_id: userId(author.key),
        text: template.replace('{course}', course.title).replace('{lesson}', lesson),
        link_url: null,
      })
    }
    const written = await db
      .insert(posts)
      .values(
        postValues.map((post, index) => {
          const at = daysAgo(Math.floor(index * 1.5), random.int(0, 10))
          return { ...post, created_at: at, updated_at: at }
        }),
      )
      .returning({ id: posts.id, user_id: posts.user_id, created_at: posts.created_at })

    // Reactions and comments (issue 17), with a PRNG of their own so the posts above stay as recorded.
    const social = createRandom(170017)
    const people = (await db.select({ id: users.id }).from(users).orderBy(asc(users.id))).map((row) => row.id)
    const student = userId(DEMO_ACCOUNTS.student.key)
    const later = (from: Date, hours: number) => new Date(from.getTime() + hours * 3_600_000)
    const reactionRows: (typeof postReactions.$inferInsert)[] = []
    const commentRows: {
      post: number
      user: number
      text: string
      at: Date
      reply?: { user: number; text: string }
    }[] = []
    for (const post of written) {
      const own = post.user_id === student
      const reactors = new Set<number>()
      const wanted = social.int(own ? 3 : 0, 6)
      for (let n = 0; n < 20 && reactors.size < wanted; n++) {
        const who = social.pick(people)
        if (who !== post.user_id) reactors.add(who)
      }
      for (const who of reactors)
        reactionRows.push({
          post_id: post.id,
          user_id: who,
          reaction: social.pick(REACTIONS),
          created_at: later(post.created_at, social.int(1, 30)),
        })
      const comments = social.int(own ? 1 : 0, 2)
      for (let n = 0; n < comments; n++) {
        const who = social.pick(people)
        if (who === post.user_id) continue
        commentRows.push({
          post: post.id,
          user: who,
          text: social.pick(COMMENT_TEXTS),
          at: later(post.created_at, social.int(1, 30) + n),
          reply: social.int(0, 2) === 0 ? { user: post.user_id, text: social.pick(REPLY_TEXTS) } : undefined,
        })
      }
    }
    if (reactionRows.length > 0) await db.insert(postReactions).values(reactionRows)
    let replies = 0
    for (const comment of commentRows) {
      const [row] = await db
        .insert(postComments)
        .values({
          post_id: comment.post,
          user_id: comment.user,
          text: comment.text,
          created_at: comment.at,
          updated_at: comment.at,
        })
        .returning({ id: postComments.id })
      if (comment.reply) {
        const at = later(comment.at, 2)
        await db.insert(postComments).values({
          post_id: comment.post,
          user_id: comment.reply.user,
          parent_id: row.id,
          text: comment.reply.text,
          created_at: at,
          updated_at: at,
        })
        replies++
      }
    }
    // The demo student's first post is pinned to the top of their profile.
    const pinned = written.find((post) => post.user_id === student)
    if (pinned)
      await db
        .update(posts)
        // updated_at too: left out, the column's $onUpdate would stamp the clock and the demo data would differ per run
        .set({ pinned_at: pinned.created_at, updated_at: pinned.created_at })
        .where(eq(posts.id, pinned.id))

    return {
      posts: postValues.length,
      post_reactions: reactionRows.length,
      post_comments: commentRows.length + replies,
    }
  },
})
