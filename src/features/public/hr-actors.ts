/**
 * What /hr and the recruiters' /students read and start (DESIGN.md §2): the plans on sale to HR
 * users (the resource machine), the students who let companies find them (machines/list-query, the
 * URL's query as context), the recruiter's own listings, and an invitation to apply
 * (machines/request), each given its real call here. A module of its own so the home page and the
 * directories never load the jobs' and payments' endpoints.
 */
import { DEFAULT_PAGE_SIZE } from '../../../contracts/core/constants'
import { inviteStudent, listHrStudents, listOwnJobListings } from '../../../contracts/jobs/endpoints'
import { listSubscriptions } from '../../../contracts/payments/endpoints'
import { call } from '../../shared/api'
import { pageQuery } from '../../shared/api/page-query'
import { useListQuery, type ListQuery } from '../../shared/lib/use-list-query'
import { requestWith, useRequestActor } from '../../shared/lib/use-request-actor'
import { useResource } from '../../shared/lib/use-resource'

const fetchPlans = (_: Record<string, unknown>, signal: AbortSignal) =>
  call(listSubscriptions, { query: { audience: 'hr' } }, { signal })

/** The subscription plans an HR user can buy (GET /api/subscriptions?audience=hr, public). */
export const useHrPlans = () => useResource(fetchPlans)

const loadHrStudents = ({ page, ...filters }: ListQuery, signal: AbortSignal) => {
  const number = Number(page)
  return call(
    listHrStudents,
    {
      query: pageQuery({
        ...filters,
        page: Number.isInteger(number) && number > 0 ? number : 1,
        perPage: DEFAULT_PAGE_SIZE,
      }) as never,
    },
    { signal },
  )
}

/** The students visible to companies, for the URL's query (text, place, studies, availability, page). */
export const useHrStudents = (query: ListQuery) => useListQuery(loadHrStudents, query)

const fetchListings = (_: Record<string, unknown>, signal: AbortSignal) =>
  call(listOwnJobListings, {}, { signal })

/** The recruiter's own listings: the open ones are what a student can be invited to. */
export const useOwnListingsForInvites = () => useResource(fetchListings)

export interface InviteInput {
  studentId: number
  listingId: number
}

export const appInviteMachine = requestWith(({ studentId, listingId }: InviteInput) =>
  call(inviteStudent, { params: { id: studentId }, body: { job_listing_id: listingId } }),
)

/** Inviting one student to apply for a listing (machines/request): its view, and a send that settles with it. */
export const useInvite = () => useRequestActor<InviteInput, unknown>(appInviteMachine)
