/**
 * The demo catalogue: categories, then courses by the demo trainers, each with its lessons (the
 * first one, or every one of a free course, a free preview). Lesson lengths get a few random
 * seconds from the shared PRNG.
 */
import { defineSeed } from '../../core/db/seeds.ts'
import { demoUserIds } from '../accounts/demo-data.ts'
import { CATEGORIES, COURSES } from './demo-data.ts'
import { DEMO_CLIPS } from '../media/video/hls.ts'
import { categories, courses, lessons } from './tables.ts'

export default defineSeed({
  after: ['accounts'],
  async run(db, { daysAgo, random }) {
    const userId = await demoUserIds(db)
    const categoryRows = await db
      .insert(categories)
      .values(CATEGORIES.map((category, index) => ({ ...category, position: index })))
      .returning({ id: categories.id, slug: categories.slug })
    const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]))

    const courseRows = await db
      .insert(courses)
      .values(
        COURSES.map((course, index) => {
          const category = categoryId.get(course.category)
          if (category === undefined) throw new Error(`Unknown demo category ${course.category}`)
          return {
            slug: course.slug,
            trainer_id: userId(course.trainer),
            category_id: category,
            title: course.title,
            subtitle: course.subtitle,
            description: course.description,
            goals: course.goals,
            recipients: course.recipients,
            language: course.language,
            price_cents: course.price_cents,
            published_at: daysAgo(3 + index * 9),
            average_reviews: course.average_reviews,
            review_number: course.review_number,
            created_at: daysAgo(20 + index * 9),
            updated_at: daysAgo(3 + index * 9),
          }
        }),
      )
      .returning({ id: courses.id })

    let clip = 0
    const lessonValues = COURSES.flatMap((course, courseIndex) =>
      course.lessons.map(([title, minutes], index) => ({
        course_id: courseRows[courseIndex].id,
        position: index + 1,
        title,
        duration_seconds: minutes * 60 + random.int(0, 59),
        free: course.price_cents === 0 || index === 0,
        // The demo lessons take turns with a few generated clips (media/video/hls.ts), made once.
        video_path: `demo/${(clip++ % DEMO_CLIPS) + 1}`,
      })),
    )
    await db.insert(lessons).values(lessonValues)

    return { courses: COURSES.length, lessons: lessonValues.length }
  },
})
