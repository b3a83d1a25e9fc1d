/**
 * What accounts tells the other areas (issue 33): an account registered, accounts anonymised once
 * their deletion date came. Published with `publish` (core/domain-events.ts) inside the transaction
 * that records it; profiles subscribes (the account's profile is made, or emptied, with it), so
 * accounts writes no profile itself and does not import the profiles area.
 */
import { publish, type EventTx } from '../../core/domain-events.ts'

/** An account just inserted by registration (e-mail, Facebook or Google). */
export interface AccountCreated {
  user_id: number
  first_name: string
  last_name: string
}

/** Accounts just anonymised: nothing may tell who they were any more. */
export interface AccountsAnonymised {
  user_ids: number[]
}

declare module '../../core/domain-events.ts' {
  interface DomainEvents {
    'account.created': AccountCreated
    'accounts.anonymised': AccountsAnonymised
  }
}

/** `account.created`, in the registration's transaction. */
export async function publishAccountCreated(tx: EventTx, account: AccountCreated): Promise<void> {
  await publish(tx, 'account.created', account)
}

/** `accounts.anonymised`, in the transaction that anonymises them. */
export async function publishAccountsAnonymised(tx: EventTx, userIds: number[]): Promise<void> {
  await publish(tx, 'accounts.anonymised', { user_ids: userIds })
}
