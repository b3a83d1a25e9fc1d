/** The jobs calls: the public list of job listings. */
import { endpoint, paginated, schemaOf } from '../core/endpoint'
import { inputSchemasFor } from '../core/input'
import { JobListingSummary } from './schemas'

const tag = 'jobs'

export const listJobListings = endpoint({
  method: 'GET',
  path: '/api/public/job-listings',
  auth: 'public',
  tag,
  summary: 'Published job listings, newest first',
  query: schemaOf(inputSchemasFor, 'PageQuery'),
  response: paginated(JobListingSummary),
})
