/**
 * The demo catalogue: categories, then courses by the demo trainers, each with its lessons (the
 * first one, or every one of a free course, a free preview). Lesson lengths get a few random
 * seconds from the shared PRNG. Then the demo students' reviews, and the courses' and the trainers'
 * figures counted from them.
 */
import { createRandom, defineSeed } from '../../core/db/seeds.ts'
import { STUDENTS, demoUserIds } from '../../core/db/demo-data.ts'
import { CATEGORIES, COURSES } from './demo-data.ts'
import { DEMO_CLIPS } from '../media/index.ts'
import { categories, courseEnrolments, courseReviews, courses, lessons } from './tables.ts'
import { demoRating, reviewTexts } from './demo-reviews.ts'
import { recountCourseRatings, recountTrainerRatings } from './ratings.ts'

const DEMO_REVIEWS_SEED = 20250614

export default defineSeed({
  // after profiles: the trainers' figures are written on their profiles (profiles seeds no draws,
  // so the shared PRNG's order is unchanged)
  after: ['accounts', 'profiles'],
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
            promo_price_cents: course.promo_price_cents ?? null,
            price_saved_at: daysAgo(3 + index * 9),
            // every other course presents itself with a demo clip
            presentation_video_path: index % 2 === 0 ? `demo/${(index % DEMO_CLIPS) + 1}` : null,
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

    // Reviews by the demo students, each enrolled in what they review, drawn from a generator of
    // their own so the other seeds' draws stay as they were. The figures are counted from them.
    const draw = createRandom(DEMO_REVIEWS_SEED)
    const students = STUDENTS.map((student) => userId(student.key))
    const enrolmentValues: (typeof courseEnrolments.$inferInsert)[] = []
    const reviewValues: (typeof courseReviews.$inferInsert)[] = []
    COURSES.forEach((course, index) => {
      const count = draw.int(3, Math.min(12, students.length))
      const start = draw.int(0, students.length - 1)
      const textFor = reviewTexts(course.language, draw.int(0, 5))
      for (let n = 0; n < count; n++) {
        const student = students[(start + n) % students.length]
        const rating = demoRating(course.average_reviews, draw.next())
        const at = daysAgo(draw.int(0, 2 + index * 9), draw.int(0, 23))
        enrolmentValues.push({ user_id: student, course_id: courseRows[index].id, created_at: at })
        reviewValues.push({
          user_id: student,
          course_id: courseRows[index].id,
          rating,
          text: textFor(rating),
          created_at: at,
          updated_at: at,
        })
      }
    })
    await db.insert(courseEnrolments).values(enrolmentValues)
    await db.insert(courseReviews).values(reviewValues)
    await recountCourseRatings(db)
    await recountTrainerRatings(db)

    return { courses: COURSES.length, lessons: lessonValues.length, reviews: reviewValues.length }
  },
})
