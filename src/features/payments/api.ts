/** Typed calls of the payments area's own pages (the checkout's calls live in src/shared/checkout). */
import { adminConfirmBankTransfer, adminListBankTransfers } from '../../../contracts/payments/endpoints'
import { call } from '../../shared/api'

/** Enough for a page of transfers to check against the bank statement. */
export const BANK_TRANSFERS_PER_PAGE = 50

export const fetchPendingTransfers = (_params: Record<string, unknown>, signal?: AbortSignal) =>
  call(adminListBankTransfers, { query: { page: 1, perPage: BANK_TRANSFERS_PER_PAGE } }, { signal })

export const confirmTransfer = (orderId: number) =>
  call(adminConfirmBankTransfer, { params: { id: orderId } })
