/**
 * Typed calls of the learner's lists (/myprogress, /mypurchases, /myproducts, /myfavorites), apart
 * from the player's (./api.ts), so the lesson player and the certificate page do not load the
 * orders' and favourites' calls with their payloads (DESIGN.md §7 budgets).
 */
import { listFavoriteCourses } from '../../../contracts/courses/endpoints'
import { getMyProducts, getMyProgress } from '../../../contracts/learning/endpoints'
import { listOrders } from '../../../contracts/payments/endpoints'
import { call } from '../../shared/api'

export const fetchMyProgress = (_: Record<string, unknown>, signal: AbortSignal) =>
  call(getMyProgress, {}, { signal })

export const fetchMyOrders = ({ page }: { page: number }, signal: AbortSignal) =>
  call(listOrders, { query: { page, perPage: 20 } }, { signal })

export const fetchMyFavorites = ({ page }: { page: number }, signal: AbortSignal) =>
  call(listFavoriteCourses, { query: { page, perPage: 12 } }, { signal })

export const fetchMyProducts = (_: Record<string, unknown>, signal: AbortSignal) =>
  call(getMyProducts, {}, { signal })
