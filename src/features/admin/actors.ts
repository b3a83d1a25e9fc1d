/**
 * What the admin pages run, with the real calls of api.ts, so the views only read the resources'
 * state and hand an action to machines/admin-action (DESIGN.md §2): the lists as resource actors,
 * and each item's `perform`, the one call an admin action makes.
 */
import type { ProfileReport } from '../../../contracts/network/schemas'
import type { ContentReport } from '../../../contracts/social/schemas'
import type { AdminAction } from '../../../machines/admin-action'
import { useResource } from '../../shared/lib/use-resource'
import {
  block,
  deactivate,
  dismissContent,
  dismissProfile,
  fetchOrders,
  fetchPayouts,
  fetchQueueCounts,
  fetchReports,
  fetchTickets,
  fetchUsers,
  hideContent,
  refund,
  unblock,
  type OrderFilters,
  type PayoutFilters,
  type TicketFilters,
  type UserFilters,
} from './api'

export const useUsers = (filters: UserFilters) => useResource(fetchUsers, filters)
export const useTickets = (filters: TicketFilters) => useResource(fetchTickets, filters)
export const useReports = () => useResource(fetchReports)
export const useOrders = (filters: OrderFilters) => useResource(fetchOrders, filters)
export const useQueueCounts = () => useResource(fetchQueueCounts)
export const usePayouts = (filters: PayoutFilters) => useResource(fetchPayouts, filters)

type Perform = (action: AdminAction, reason: string) => Promise<unknown>

/** Block, unblock or deactivate an account. */
export const performOnUser =
  (userId: number): Perform =>
  (action, reason) =>
    action === 'block'
      ? block(userId, reason)
      : action === 'unblock'
        ? unblock(userId, reason)
        : deactivate(userId, reason)

/** A post's or comment's report: archive it, hide the content, or block its author. */
export const performOnContentReport =
  (report: Pick<ContentReport, 'id' | 'author'>): Perform =>
  (action, reason) =>
    action === 'dismiss'
      ? dismissContent(report.id)
      : action === 'hide'
        ? hideContent(report.id)
        : block(report.author.id, reason)

/** A profile's report: archive it, or block the account. */
export const performOnProfileReport =
  (report: Pick<ProfileReport, 'id' | 'reported'>): Perform =>
  (action, reason) =>
    action === 'dismiss' ? dismissProfile(report.id) : block(report.reported.id, reason)

/** An order: refund it in full, with the reason (issue 36). */
export const performOnOrder =
  (orderId: number): Perform =>
  (_action, reason) =>
    refund(orderId, reason)
