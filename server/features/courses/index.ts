/**
 * What the courses area offers other areas (issue 33: an area's public face).
 */
// writing a course and its lessons, for the studio (its routes check who may; these take the ids
// they checked)
export {
  appendLesson,
  createCourse,
  decideCourseReview,
  deleteLesson,
  inReview,
  orderLessons,
  setCourseCover,
  setCoursePromoVideo,
  setLessonVideo,
  submitCourse,
  touchCourse,
  unpublishCourse,
  updateCourse,
  updateLesson,
  type CourseChanges,
  type LessonChanges,
} from './authoring.ts'
// reading a course and its lessons as authored: the studio's manage pages, owner checks, review
// queue, and what its upload targets tell media (who owns them, what they play, to whom, and as a
// condition for the uploads' quota)
export {
  categoryExists,
  courseExists,
  courseOwner,
  coursePlaysPackage,
  coursePromoVideo,
  coursesInReview,
  lessonOwner,
  lessonPlaysPackage,
  lessonsOfCourses,
  lessonVideo,
  trainerCourses,
  trainerCourseTitles,
} from './authoring-reads.ts'
// the catalogue's reads: the public pages list courses and categories (home, sitemap), and payments
// prices a course as it sells now (priceNow: the promotion while it holds, else the list price)
export { listCourses, listPublishedCourseSlugs, priceNow } from './courses.queries.ts'
export { listCategories } from './categories.queries.ts'
// writing and deleting a learner's review, its course's and trainer's figures recounted with it (learning)
export { removeCourseReview, writeCourseReview } from './reviews.ts'
// courses as other areas read them: a title, a course on sale, an enrolment, and a read view for joins
// (payments' orders and receipts, the trainers' statements)
export { courseOnSale, courseTitleOf, courseView, isEnrolled } from './course-reads.ts'
// the catalogue as the search, the trainers' directory and the home page read it in their own SQL
export { catalogueCourseView, categoryView, countPublishedCourses } from './catalogue-reads.ts'
// courses with their lessons' titles in order, for other areas' demo data (social's seed)
export { courseOutlines, type CourseOutline } from './course-outlines.ts'
// a course, its lessons, who is enrolled and the reviews, as other areas read them (learning's
// player and reviews, the profiles' pages): point reads and read views
export {
  courseLessons,
  courseReviewView,
  enrolmentView,
  findCourse,
  findLesson,
  lessonView,
  type CourseRow,
  type LessonRow,
} from './course-reads.ts'
