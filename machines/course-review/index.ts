export {
  courseReviewMachine,
  initialContext,
  type CourseReviewContext,
  type CourseReviewEvent,
  type CourseReviewInput,
  type LoadReviewsInput,
  type ReviewsPage,
  type SaveReviewInput,
} from './course-review.machine'
export { courseReviewView, NO_REVIEWS, type CourseReviewView } from './course-review.view'
