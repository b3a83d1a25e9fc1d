/**
 * Administration (admin role only): the actions support takes on an account, the reports queue's
 * missing pieces (closing a report on a profile) and the support tickets inbox (issue 35). The
 * reports on posts and comments (contracts/social), on profiles (contracts/network), the course
 * reviews (contracts/studio) and the bank transfers (contracts/payments) keep their own endpoints;
 * the admin area of the SPA (src/features/admin) puts them in one place.
 */
import * as v from 'valibot'
import { data, endpoint, paginated } from '../core/endpoint'
import { apiMessage, apiText, PageQuery, searchText } from '../core/input'
import { ORDER_RECORD_STATUSES, PRODUCT_TYPES } from '../payments'
import { PersonRef } from '../core/person'
import { TICKET_CATEGORIES, TicketAttachment } from '../support'

const tag = 'admin'

const idMessage = {
  it: "L'id deve essere un numero intero positivo.",
  en: 'The id must be a positive whole number.',
}

export const AdminUserParams = v.object({
  id: v.pipe(
    v.string(apiMessage(idMessage)),
    v.regex(/^\d{1,9}$/, apiMessage(idMessage)),
    v.transform(Number),
  ),
})

export const ADMIN_USER_STATUSES = ['active', 'blocked', 'deactivated'] as const
export type AdminUserStatus = (typeof ADMIN_USER_STATUSES)[number]

/** What an admin did to an account: kept with the reason and who did it. */
export const ADMIN_USER_ACTIONS = ['blocked', 'unblocked', 'deactivated'] as const
export type AdminUserActionKind = (typeof ADMIN_USER_ACTIONS)[number]

export const ADMIN_REASON_MAX = 500

export const UserStatus = v.object({ id: v.number(), status: v.picklist(ADMIN_USER_STATUSES) })
export type UserStatus = v.InferOutput<typeof UserStatus>

/** Why the admin acts (required: the next admin reads it in the users list). */
const reason = apiText('il motivo', ADMIN_REASON_MAX, true)

export const AdminReasonBody = v.object({ reason })
export type AdminReasonBody = v.InferOutput<typeof AdminReasonBody>

/**
 * Blocking takes a reason too; a call without a body (as before issue 35) still blocks, with none
 * kept.
 */
export const BlockBody = v.object({
  reason: v.optional(apiText('il motivo', ADMIN_REASON_MAX, false), ''),
})

export const AdminUserAction = v.object({
  action: v.picklist(ADMIN_USER_ACTIONS),
  reason: v.string(),
  /** The admin who acted (null when that account is gone). */
  by: v.nullable(v.object({ id: v.number(), full_name: v.string() })),
  created_at: v.string(),
})
export type AdminUserAction = v.InferOutput<typeof AdminUserAction>

/** An account as the users list shows it to an admin. */
export const AdminUser = v.object({
  id: v.number(),
  first_name: v.string(),
  last_name: v.string(),
  full_name: v.string(),
  email: v.string(),
  role: v.string(),
  roles: v.array(v.string()),
  status: v.picklist(ADMIN_USER_STATUSES),
  /** The profile's address (null for an account without a profile). */
  slug: v.nullable(v.string()),
  created_at: v.string(),
  last_login_at: v.nullable(v.string()),
  /** The latest admin action on the account, with its reason. */
  last_action: v.nullable(AdminUserAction),
})
export type AdminUser = v.InferOutput<typeof AdminUser>

export const AdminUserQuery = v.object({
  ...PageQuery.entries,
  /** Matches the name, the e-mail address or the profile's slug. */
  q: searchText('q'),
  status: v.optional(
    v.picklist(
      ADMIN_USER_STATUSES,
      apiMessage({
        it: 'status è active, blocked o deactivated.',
        en: 'status is active, blocked or deactivated.',
      }),
    ),
  ),
})
export type AdminUserQuery = v.InferOutput<typeof AdminUserQuery>

export const listUsers = endpoint({
  method: 'GET',
  path: '/api/admin/users',
  auth: ['admin'],
  tag,
  summary:
    'Accounts matching a name, e-mail or slug (and a status), the newest first, with the latest admin action',
  query: AdminUserQuery,
  response: paginated(AdminUser),
})

export const blockUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/block',
  auth: ['admin'],
  tag,
  summary:
    'Blocks an account with a reason: every session ends and the user’s open pages log out at once (user_blocked); the open reports on the user and on their posts and comments are closed',
  params: AdminUserParams,
  body: BlockBody,
  response: data(UserStatus),
  errors: [404],
})

export const unblockUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/unblock',
  auth: ['admin'],
  tag,
  summary: 'Lets a blocked account log in again, with a reason',
  params: AdminUserParams,
  body: AdminReasonBody,
  response: data(UserStatus),
  errors: [404, 409],
})

export const deactivateUser = endpoint({
  method: 'POST',
  path: '/api/admin/users/:id/deactivate',
  auth: ['admin'],
  tag,
  summary:
    'Deactivates an account with a reason: it can no longer log in, its profile leaves every list, every session ends and its open pages log out (user_deactivated)',
  params: AdminUserParams,
  body: AdminReasonBody,
  response: data(UserStatus),
  errors: [404, 409],
})

export const dismissProfileReport = endpoint({
  method: 'POST',
  path: '/api/admin/profile-reports/:id/dismiss',
  auth: ['admin'],
  tag,
  summary: 'Closes an open report on a profile without acting on the profile',
  params: AdminUserParams,
  response: data(v.object({ id: v.number(), status: v.literal('closed') })),
  errors: [404],
})

/** A support ticket as the inbox shows it. */
export const AdminTicket = v.object({
  id: v.number(),
  /** T-000042, as the sender and the mail quote it. */
  number: v.string(),
  /** The sender (null when the account is gone). */
  sender: v.nullable(PersonRef),
  email: v.string(),
  category: v.picklist(TICKET_CATEGORIES),
  subject: v.string(),
  message: v.string(),
  /** The flow the sender attached (open it at /dev?trace=CODE), and whether it is still kept. */
  trace_code: v.nullable(v.string()),
  trace_available: v.boolean(),
  attachments: v.array(TicketAttachment),
  created_at: v.string(),
})
export type AdminTicket = v.InferOutput<typeof AdminTicket>

export const AdminTicketQuery = v.object({
  ...PageQuery.entries,
  /** Matches the subject, the message, the reply address or the ticket's number. */
  q: searchText('q'),
})

export const listTickets = endpoint({
  method: 'GET',
  path: '/api/admin/support-tickets',
  auth: ['admin'],
  tag,
  summary: 'Support tickets, the newest first, with their sender, attachments and attached flow code',
  query: AdminTicketQuery,
  response: paginated(AdminTicket),
})

// ---------------------------------------------------------------------------------------------
// Orders and refunds (issue 36)

/** An order as the admin's orders screen shows it: who bought what, how, and its refund. */
export const AdminOrder = v.object({
  id: v.number(),
  /** The invoice's yearly number, e.g. 2026-000012 (null until paid, and for free orders). */
  number: v.nullable(v.string()),
  status: v.picklist(ORDER_RECORD_STATUSES),
  amount_cents: v.number(),
  currency: v.literal('EUR'),
  buyer: v.object({ id: v.number(), name: v.string(), email: v.string() }),
  product: v.object({ type: v.picklist(PRODUCT_TYPES), id: v.number(), title: v.string() }),
  /** card, bank_transfer, or free (nothing was charged). */
  payment: v.picklist(['card', 'bank_transfer', 'free']),
  created_at: v.string(),
  paid_at: v.nullable(v.string()),
  /** Paid, not free and not refunded yet: the screen offers the refund. */
  refundable: v.boolean(),
  refund: v.nullable(
    v.object({
      refunded_at: v.string(),
      reason: v.string(),
      credit_note_number: v.string(),
      /** The provider's refund; manual for a bank transfer (the money goes back by transfer). */
      status: v.picklist(['succeeded', 'pending', 'failed', 'manual']),
      by: v.nullable(v.object({ id: v.number(), full_name: v.string() })),
    }),
  ),
})
export type AdminOrder = v.InferOutput<typeof AdminOrder>

export const AdminOrderQuery = v.object({
  ...PageQuery.entries,
  /** Matches the buyer's e-mail, the order's number (2026-000012), its id or its credit note's number. */
  q: searchText('q'),
  status: v.optional(
    v.picklist(
      ORDER_RECORD_STATUSES,
      apiMessage({
        it: `status è uno tra: ${ORDER_RECORD_STATUSES.join(', ')}.`,
        en: `status is one of: ${ORDER_RECORD_STATUSES.join(', ')}.`,
      }),
    ),
  ),
})
export type AdminOrderQuery = v.InferOutput<typeof AdminOrderQuery>

export const listAdminOrders = endpoint({
  method: 'GET',
  path: '/api/admin/orders',
  auth: ['admin'],
  tag,
  summary:
    "Orders, the newest first, found by the buyer's e-mail or the order's number and filtered by status, with their refunds",
  query: AdminOrderQuery,
  response: paginated(AdminOrder),
})

export const refundOrder = endpoint({
  method: 'POST',
  path: '/api/admin/orders/:id/refund',
  auth: ['admin'],
  tag,
  summary:
    'Refunds a paid order in full with a reason: the provider gives the money back, the buyer loses what it bought, is notified (payment_refunded) and e-mailed the credit note (TD04, its own numbering); 409 when it is already refunded, not paid or free',
  params: AdminUserParams,
  body: AdminReasonBody,
  response: data(AdminOrder),
  errors: [404, 409],
})
