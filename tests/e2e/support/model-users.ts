/**
 * The users the session model works with, one per kind of account a test browser can be logged in
 * as: the four demo accounts (fully onboarded) and accounts a path registers (e-mail not verified
 * yet, then verified). Only what the guard chain and the session read matters; a handler checks
 * those fields against the server's own answer, so the model cannot drift from the real accounts.
 */
import type { User } from '../../../contracts/accounts/schemas'

export const DEMO_KINDS = ['trainer', 'student', 'hr', 'admin'] as const
export const NEW_ROLES = ['student', 'trainer', 'hr'] as const
export type NewRole = (typeof NEW_ROLES)[number]

/**
 * The states the server cannot put an account in yet (no API withdraws the terms or starts a bank
 * transfer): a demo account whose /api/me answer the test rewrites, see session.model.spec.ts.
 */
export const STAND_INS = [
  'student-no-terms',
  'trainer-no-terms',
  'hr-no-terms',
  'trainer-transfer',
  'hr-transfer',
] as const
export type StandIn = (typeof STAND_INS)[number]

/**
 * A trainer with a paid subscription, made for the session model through the API (registered,
 * e-mail verified, billing data saved, a plan bought with a card; the wizard not done): the real
 * subscription the not-subscribed guard reads. See support/subscriber.ts.
 */
export const SUBSCRIBER = 'subscriber' as const

/**
 * 'trainer' … 'admin' (demo), 'new-student' (registered by the path), 'new-student+v' (verified),
 * 'student-no-terms' and the other stand-ins, 'subscriber'.
 */
export type AccountKind =
  (typeof DEMO_KINDS)[number] | `new-${NewRole}` | `new-${NewRole}+v` | StandIn | typeof SUBSCRIBER

/** The demo account a stand-in is made from. */
export const demoOf = (kind: StandIn) => kind.split('-')[0] as (typeof DEMO_KINDS)[number]

/** What a stand-in changes in the demo account's answers. */
export function standInFacts(kind: StandIn): Partial<User> {
  return kind.endsWith('-no-terms')
    ? { terms_accepted: false, privacy_accepted: false }
    : { pending_bank_transfer: true, pending_bank_transfer_details: { method: 'bonifico' } }
}

const INVOICE_DATA: NonNullable<User['invoice_data']> = {
  id: 1,
  vat: null,
  type: 'giuridica',
  fiscal_type: null,
  inps: null,
  retention_tax: null,
}

export function modelUser(kind: AccountKind): User {
  if (kind === SUBSCRIBER)
    return {
      ...modelUser('new-trainer+v'),
      email: `${kind}@model.aula.test`,
      // its billing data is saved (a paid order needs it)
      invoice_data: INVOICE_DATA,
    }
  if ((STAND_INS as readonly string[]).includes(kind))
    return {
      ...modelUser(demoOf(kind as StandIn)),
      email: `${kind}@model.aula.test`,
      ...standInFacts(kind as StandIn),
    }
  const fresh = kind.startsWith('new-')
  const verified = !fresh || kind.endsWith('+v')
  const role = (fresh ? kind.slice(4).replace('+v', '') : kind) as NewRole | 'admin'
  return {
    id: 1,
    // the kind is the user's identity in the model
    email: `${kind}@model.aula.test`,
    first_name: 'Chiara',
    last_name: 'Esposito',
    role: role === 'admin' ? 'student' : role,
    roles: [role],
    status: 'active',
    created_at: '2025-01-01T00:00:00.000Z',
    last_login_at: null,
    email_verified_at: verified ? '2025-01-01T00:00:00.000Z' : null,
    email_verified: verified,
    phone_verified: !fresh,
    terms_accepted: true,
    privacy_accepted: true,
    newsletter_accepted: false,
    can_onboard: true,
    free_tier_active: false,
    fiscal_data_complete: !fresh,
    iban_complete: !fresh,
    invoice_data_complete: !fresh,
    // demo trainers and HR have invoice data; a new HR account gets it from its fiscal data
    invoice_data: role === 'hr' || (role === 'trainer' && !fresh) ? INVOICE_DATA : null,
    hr_data: null,
    referral_code: null,
    pending_bank_transfer: false,
    pending_bank_transfer_details: null,
    wizard_complete: !fresh,
    hr_wizard_complete: !fresh,
    features: { chat: true, posts: true, diary: true, hr_visible: false },
    locale: 'it',
  }
}

export const kindOf = (user: Pick<User, 'email'> | null): AccountKind | undefined =>
  user?.email.endsWith('@model.aula.test') ? (user.email.split('@')[0] as AccountKind) : undefined

/** What the session and the guard chain read of a user: the model and the server must agree on it. */
export function guardFacts(user: User) {
  return {
    role: user.role,
    roles: user.roles,
    email_verified: user.email_verified,
    terms_accepted: user.terms_accepted,
    privacy_accepted: user.privacy_accepted,
    phone_verified: user.phone_verified,
    wizard_complete: user.wizard_complete,
    hr_wizard_complete: user.hr_wizard_complete,
    pending_bank_transfer: user.pending_bank_transfer,
    has_invoice_data: user.invoice_data !== null,
  }
}
