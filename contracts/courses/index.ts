/**
 * The COURSES contract's face (issue 33): what other contract areas may use, and
 * eslint.contract-areas.js says which may. The public pages show course cards and categories;
 * learning reads a course's path inputs.
 */
export { Category, CourseSummary, courseSchemasFor } from './schemas'
