/**
 * The demo feed: the hand-written posts, then thirty posts by learners about a course and lesson
 * drawn from the catalogue with the shared PRNG (the demo student writes the first three, so the
 * account has a history to show). Runs after courses, whose rows it reads in catalogue order.
 */
import { asc } from 'drizzle-orm'
import { defineSeed } from '../../core/db/seeds.ts'
import { DEMO_ACCOUNTS, STUDENTS, demoUserIds } from '../accounts/demo-data.ts'
import { courses, lessons } from '../courses/tables.ts'
import { POST_AUTHORS, POST_TEMPLATES_EN, POST_TEMPLATES_IT, POST_TEXTS } from './demo-data.ts'
import { posts } from './tables.ts'

export default defineSeed({
  after: ['accounts', 'courses'],
  async run(db, { daysAgo, random }) {
    const userId = await demoUserIds(db)
    const courseRows = await db
      .select({ id: courses.id, title: courses.title, language: courses.language })
      .from(courses)
      .orderBy(asc(courses.id))
    const lessonRows = await db
      .select({ course: lessons.course_id, title: lessons.title })
      .from(lessons)
      .orderBy(asc(lessons.course_id), asc(lessons.position))
    const catalogue = courseRows.map((course) => ({
      ...course,
      lessons: lessonRows.filter((lesson) => lesson.course === course.id).map((lesson) => lesson.title),
    }))

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
    await db.insert(posts).values(
      postValues.map((post, index) => {
        const written = daysAgo(Math.floor(index * 1.5), random.int(0, 10))
        return { ...post, created_at: written, updated_at: written }
      }),
    )

    return { posts: postValues.length }
  },
})
