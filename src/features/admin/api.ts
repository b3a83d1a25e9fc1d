/**
 * The admin area's calls: its own endpoints (contracts/admin) and the queues other areas serve
 * (reports on posts and comments, on profiles, bank transfers, course reviews), read here through
 * their contracts so every admin queue is in one place.
 */
import {
  blockUser,
  deactivateUser,
  dismissProfileReport,
  listAdminOrders,
  listTickets,
  listUsers,
  refundOrder,
  unblockUser,
  type AdminUserStatus,
} from '../../../contracts/admin/endpoints'
import type { OrderRecordStatus } from '../../../contracts/payments/orders'
import { listProfileReports } from '../../../contracts/network/endpoints'
import { adminListBankTransfers } from '../../../contracts/payments/endpoints'
import {
  dismissContentReport,
  hideReportedContent,
  listContentReports,
} from '../../../contracts/social/endpoints'
import { listPayouts } from '../../../contracts/statements/endpoints'
import { listReviewQueue } from '../../../contracts/studio/endpoints'
import { call } from '../../shared/api'

export const ADMIN_PER_PAGE = 20

export interface UserFilters extends Record<string, unknown> {
  page: number
  q?: string
  status?: AdminUserStatus
}

export const fetchUsers = ({ page, q, status }: UserFilters, signal: AbortSignal) =>
  call(
    listUsers,
    { query: { page, perPage: ADMIN_PER_PAGE, ...(q ? { q } : {}), ...(status ? { status } : {}) } },
    { signal },
  )

export interface TicketFilters extends Record<string, unknown> {
  page: number
  q?: string
}

export const fetchTickets = ({ page, q }: TicketFilters, signal: AbortSignal) =>
  call(listTickets, { query: { page, perPage: ADMIN_PER_PAGE, ...(q ? { q } : {}) } }, { signal })

export interface OrderFilters extends Record<string, unknown> {
  page: number
  q?: string
  status?: OrderRecordStatus
}

export const fetchOrders = ({ page, q, status }: OrderFilters, signal: AbortSignal) =>
  call(
    listAdminOrders,
    { query: { page, perPage: ADMIN_PER_PAGE, ...(q ? { q } : {}), ...(status ? { status } : {}) } },
    { signal },
  )

/** Both report queues at once (open reports are few; 100 of each is the whole queue). */
export const fetchReports = async (_params: Record<string, unknown>, signal: AbortSignal) => {
  const [profiles, content] = await Promise.all([
    call(listProfileReports, { query: { page: 1, perPage: 100 } }, { signal }),
    call(listContentReports, { query: { page: 1, perPage: 100 } }, { signal }),
  ])
  return { profiles, content }
}

export interface PayoutFilters extends Record<string, unknown> {
  /** YYYY-MM; the current month when left out. */
  month?: string
}

/** The month's payouts to trainers (contracts/statements, issue 36). */
export const fetchPayouts = ({ month }: PayoutFilters, signal: AbortSignal) =>
  call(listPayouts, { query: month ? { month } : {} }, { signal })

/** How many items wait in the queues other areas serve: bank transfers and course reviews. */
export const fetchQueueCounts = async (_params: Record<string, unknown>, signal: AbortSignal) => {
  const [transfers, reviews] = await Promise.all([
    call(adminListBankTransfers, { query: { page: 1, perPage: 1 } }, { signal }),
    call(listReviewQueue, {}, { signal }),
  ])
  return { transfers: transfers.meta.total, reviews: reviews.length }
}

export const block = (userId: number, reason: string) =>
  call(blockUser, { params: { id: userId }, body: { reason } })
export const unblock = (userId: number, reason: string) =>
  call(unblockUser, { params: { id: userId }, body: { reason } })
export const deactivate = (userId: number, reason: string) =>
  call(deactivateUser, { params: { id: userId }, body: { reason } })
export const dismissProfile = (reportId: number) => call(dismissProfileReport, { params: { id: reportId } })
export const dismissContent = (reportId: number) => call(dismissContentReport, { params: { id: reportId } })
export const hideContent = (reportId: number) => call(hideReportedContent, { params: { id: reportId } })
export const refund = (orderId: number, reason: string) =>
  call(refundOrder, { params: { id: orderId }, body: { reason } })
