/** The public calls (no login): the home page and the trainer, student and company directories. */
import { data, endpoint, paginated, schemaOf } from '../core/endpoint'
import { inputSchemasFor } from '../core/input'
import { CompanySummary, DirectoryQuery, HomePayload, StudentSummary, TrainerSummary } from './schemas'

const tag = 'public'
const pageQuery = schemaOf(inputSchemasFor, 'PageQuery')

export const getHome = endpoint({
  method: 'GET',
  path: '/api/public/home',
  auth: 'public',
  tag,
  summary: 'Everything the home page shows, in one round trip',
  response: data(HomePayload),
})

export const listTopTrainers = endpoint({
  method: 'GET',
  path: '/api/public/trainers',
  auth: 'public',
  tag,
  summary: 'Trainers, best-rated first, filtered by name, payoff, competence and place',
  query: DirectoryQuery,
  response: paginated(TrainerSummary),
})

export const listAllTrainers = endpoint({
  method: 'GET',
  path: '/api/public/trainers/all',
  auth: 'public',
  tag,
  summary: 'The full trainer directory, in name order, filtered by name, payoff, competence and place',
  query: DirectoryQuery,
  response: paginated(TrainerSummary),
})

export const listStudents = endpoint({
  method: 'GET',
  path: '/api/public/students',
  auth: 'public',
  tag,
  summary: 'The student directory, filtered by name, payoff, interest and place',
  query: DirectoryQuery,
  response: paginated(StudentSummary),
})

export const listCompanies = endpoint({
  method: 'GET',
  path: '/api/public/hr',
  auth: 'public',
  tag,
  summary: 'The companies recruiting on Aula (the HR users’ company pages)',
  query: pageQuery,
  response: paginated(CompanySummary),
})
