/**
 * What the courses area offers other areas (issue 33: an area's public face).
 */
// the catalogue's reads: the public pages list courses and categories (home, sitemap), and payments
// prices a course as it sells now (priceNow: the promotion while it holds, else the list price)
export { listCourses, listPublishedCourseSlugs, priceNow } from './courses.queries.ts'
export { listCategories } from './categories.queries.ts'
// a trainer's average_reviews and review_number, recounted over their courses' reviews (profiles' seed)
export { recountTrainerRatings } from './ratings.ts'
