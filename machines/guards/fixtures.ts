/*
 * Test fixtures shared by the guard, session and login-prompt tests (not exported by index.ts):
 * users of each role who have done everything, so a test states only what it changes, and the
 * route table the app builds (every contracts/<area>/routes.ts).
 */
import type { BillingInformation, OwnProfile, Role, User } from '../../contracts/accounts/schemas'
import { routeTableFromModules, splitLocale } from '../../contracts/core/routes'
import type { NavigationRoute } from './navigation-guards'

export const routeTable = routeTableFromModules(import.meta.glob('/contracts/*/routes.ts', { eager: true }))

/** The route a path (with or without locale prefix) matches, as the app hands it to the session. */
export function matchedRoute(path: string): NavigationRoute | null {
  return routeTable.matchRoute(splitLocale(path).path)?.route ?? null
}

export function makeUser(role: Role, overrides: Partial<User> = {}): User {
  return {
    id: { trainer: 1, student: 2, hr: 3, admin: 4 }[role],
    email: `${role}@aula.test`,
    first_name: 'Giulia',
    last_name: 'Bianchi',
    role,
    roles: [role],
    status: 'active',
    created_at: '2024-05-10T09:00:00.000Z',
    last_login_at: null,
    email_verified_at: '2024-05-10T09:05:00.000Z',
    email_verified: true,
    phone_verified: true,
    terms_accepted: true,
    privacy_accepted: true,
    newsletter_accepted: false,
    can_onboard: true,
    free_tier_active: false,
    fiscal_data_complete: true,
    iban_complete: true,
    invoice_data_complete: true,
    invoice_data: null,
    hr_data: null,
    referral_code: null,
    pending_bank_transfer: false,
    pending_bank_transfer_details: null,
    wizard_complete: true,
    hr_wizard_complete: true,
    features: { chat: true, posts: true, diary: true, hr_visible: false },
    locale: 'it',
    ...overrides,
  }
}

export const INVOICE_DATA: NonNullable<User['invoice_data']> = {
  id: 11,
  vat: '22',
  type: 'fisica',
  fiscal_type: 'ordinario',
  inps: null,
  retention_tax: null,
}

export function makeBilling(overrides: Partial<BillingInformation> = {}): BillingInformation {
  return {
    id: 11,
    type: 'fisica',
    first_name: 'Giulia',
    last_name: 'Bianchi',
    fiscal_name: null,
    fiscal_code: 'BNCGLI85M41F205B',
    p_iva: '12345678903',
    phone_code: '0039',
    phone: '3331234567',
    pec: null,
    unique_id: null,
    address: 'Via Roma',
    address_number: '1',
    city: 'Torino',
    province: 'TO',
    zip: '10100',
    fiscal_type: 'ordinario',
    inps: null,
    vat: '22',
    retention_tax: null,
    legal_first_name: null,
    legal_last_name: null,
    legal_fiscal_code: null,
    ...overrides,
  }
}

export function makeProfile(
  user: Pick<User, 'id' | 'role'>,
  overrides: Partial<OwnProfile> = {},
): OwnProfile {
  return {
    id: 100 + user.id,
    user_id: user.id,
    slug: 'giulia-bianchi',
    first_name: 'Giulia',
    last_name: 'Bianchi',
    full_name: 'Giulia Bianchi',
    nickname: null,
    payoff: null,
    bio: null,
    city: 'Torino',
    role: user.role,
    avatar_url: null,
    completion: 60,
    ...overrides,
  }
}
