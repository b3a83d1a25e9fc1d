/** Typed calls of the network (contracts/network/endpoints.ts) the profile pages use. */
import {
  acceptPartnership,
  acceptRecommendation,
  cancelPartnership,
  deleteRecommendation,
  followUser,
  getCompetenceConfirmers,
  getNetworkSuggestions,
  getNetworkSummary,
  getTrendingProfiles,
  listCompetenceConfirmations,
  listFollowers,
  listFollowings,
  listMyRecommendations,
  listPartnerships,
  listProfileRecommendations,
  rejectPartnership,
  reportProfile,
  requestPartnership,
  terminatePartnership,
  toggleCompetenceConfirm,
  unfollowUser,
  writeRecommendation,
} from '../../../../contracts/network/endpoints'
import type {
  PartnershipAction,
  PartnershipList,
  PartnershipStatus,
  ReportBody,
} from '../../../../contracts/network/schemas'
import { call, isApiError } from '../../../shared/api'

export const NETWORK_PAGE_SIZE = 10

export const fetchNetworkSummary = ({ userId }: { userId: number }, signal?: AbortSignal) =>
  call(getNetworkSummary, { params: { id: userId } }, { signal })

export const follow = (userId: number, following: boolean) =>
  call(following ? followUser : unfollowUser, { params: { id: userId } })

export const fetchPeople = (
  { userId, side, page }: { userId: number; side: 'followers' | 'followings'; page: number },
  signal?: AbortSignal,
) =>
  call(
    side === 'followers' ? listFollowers : listFollowings,
    { params: { id: userId }, query: { page, perPage: NETWORK_PAGE_SIZE } },
    { signal },
  )

export const fetchPartnerships = (
  { state, page }: { state: PartnershipList; page: number },
  signal?: AbortSignal,
) => call(listPartnerships, { query: { state, page, perPage: NETWORK_PAGE_SIZE } }, { signal })

const ACTIONS = {
  request: requestPartnership,
  accept: acceptPartnership,
  reject: rejectPartnership,
  cancel: cancelPartnership,
  terminate: terminatePartnership,
} as const

/**
 * One partnership action; a refusal rejects with `{ status, message }` (the server's words), which
 * the partnership machine reads.
 */
export async function partnershipAct(userId: number, action: PartnershipAction): Promise<PartnershipStatus> {
  try {
    return await call(ACTIONS[action], { params: { id: userId } })
  } catch (error) {
    throw isApiError(error) ? { status: error.status, message: error.serverMessage } : error
  }
}

export async function loadPartnershipStatus(
  userId: number,
  signal?: AbortSignal,
): Promise<PartnershipStatus> {
  try {
    return (await fetchNetworkSummary({ userId }, signal)).partnership
  } catch (error) {
    throw isApiError(error) ? { status: error.status, message: error.serverMessage } : error
  }
}

export const fetchReceivedRecommendations = (
  { state, page }: { state: 'pending' | 'accepted'; page: number },
  signal?: AbortSignal,
) => call(listMyRecommendations, { query: { state, page, perPage: NETWORK_PAGE_SIZE } }, { signal })

export const fetchProfileRecommendations = (
  { userId, page }: { userId: number; page: number },
  signal?: AbortSignal,
) =>
  call(
    listProfileRecommendations,
    { params: { id: userId }, query: { page, perPage: NETWORK_PAGE_SIZE } },
    { signal },
  )

export const saveRecommendation = (userId: number, text: string) =>
  call(writeRecommendation, { params: { id: userId }, body: { text } })
export const confirmRecommendation = (id: number) => call(acceptRecommendation, { params: { id } })
export const removeRecommendation = (id: number) => call(deleteRecommendation, { params: { id } })

export const fetchCompetenceConfirmations = ({ userId }: { userId: number }, signal?: AbortSignal) =>
  call(listCompetenceConfirmations, { params: { id: userId } }, { signal })
export const toggleConfirmation = (userId: number, competence: string) =>
  call(toggleCompetenceConfirm, { params: { id: userId, competence } })
export const fetchConfirmers = (
  { userId, competence }: { userId: number; competence: string },
  signal?: AbortSignal,
) => call(getCompetenceConfirmers, { params: { id: userId, competence } }, { signal })

export const fetchSuggestions = (_: object, signal?: AbortSignal) =>
  call(getNetworkSuggestions, {}, { signal })
export const fetchTrending = (_: object, signal?: AbortSignal) => call(getTrendingProfiles, {}, { signal })

export const sendReport = (userId: number, body: ReportBody) =>
  call(reportProfile, { params: { id: userId }, body })
