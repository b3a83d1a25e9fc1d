/**
 * Creating an account (SPEC.md §5): one role, the HR name mapping, the referral code, a unique
 * referral code and profile slug of its own, the HR billing row prefilled from the fiscal data,
 * then the verification e-mail. Shared by e-mail registration and Facebook/Google registration.
 */
import { sql } from 'drizzle-orm'
import {
  COMPANY_LAST_NAME,
  type HrFiscalData,
  type RegisterRole,
} from '../../../contracts/accounts/schemas.ts'
import type { Locale } from '../../../contracts/core/constants.ts'
import type { Db } from '../../core/db/index.ts'
import { billingInformation } from './tables.ts'
import { users } from '../../core/db/tables.ts'
import { validationError } from '../../core/http/errors.ts'
import { findUserByEmail, type UserRow } from './accounts.ts'
import { publishAccountCreated } from './events.ts'
import { say } from './messages.ts'
import { hashPassword } from './password-hash.ts'
import { randomToken } from '../../core/auth/tokens.ts'

export interface NewAccount {
  email: string
  /** Null for accounts created through a provider: they get an unguessable password. */
  password: string | null
  first_name: string
  last_name: string
  role: RegisterRole
  newsletter_accepted: boolean
  terms_accepted: boolean
  privacy_accepted: boolean
  referral_code?: string | null
  fiscal_data?: HrFiscalData
  locale: Locale
  /** Set when the provider has already verified the address. */
  email_verified?: boolean
}

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function referralCode(): string {
  return Array.from(
    randomToken(12),
    (char) => REFERRAL_ALPHABET[char.charCodeAt(0) % REFERRAL_ALPHABET.length],
  )
    .join('')
    .slice(0, 8)
}

/** The PostgreSQL error behind a failed query (Drizzle wraps it in `cause`). */
function pgError(error: unknown): { code?: string; constraint_name?: string; constraint?: string } {
  const candidate = (error as { cause?: unknown })?.cause ?? error
  return (candidate ?? {}) as { code?: string }
}

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgError(error)
  if (pg.code !== '23505') return false
  return constraint === undefined || (pg.constraint_name ?? pg.constraint) === constraint
}

/** SPEC.md §5: a person's nome/cognome become first/last name; a company's name is the first name. */
export function hrNames(fiscal: HrFiscalData): { first_name: string; last_name: string } {
  return fiscal.tipo_persona === 'fisica'
    ? { first_name: fiscal.nome, last_name: fiscal.cognome }
    : { first_name: fiscal.ragione_sociale, last_name: COMPANY_LAST_NAME }
}

const blank = (value: string | undefined) => (value && value.trim() !== '' ? value.trim() : null)

export async function createAccount(db: Db, input: NewAccount): Promise<UserRow> {
  const email = input.email.trim().toLowerCase()
  const taken = () => validationError({ email: [say('emailTaken', input.locale)] }, input.locale)
  if (await findUserByEmail(db, email)) throw taken()

  let referredBy: number | null = null
  const referral = input.referral_code?.trim()
  if (referral) {
    const [referrer] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`upper(${users.referral_code}) = upper(${referral})`)
    if (!referrer)
      throw validationError({ referral_code: [say('referralInvalid', input.locale)] }, input.locale)
    referredBy = referrer.id
  }

  const fiscal = input.role === 'hr' ? input.fiscal_data : undefined
  const names = fiscal
    ? hrNames(fiscal)
    : { first_name: input.first_name.trim(), last_name: input.last_name.trim() }
  const password = await hashPassword(input.password ?? randomToken())

  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            email,
            password,
            ...names,
            role: input.role,
            roles: [input.role],
            newsletter_accepted: input.newsletter_accepted,
            terms_accepted: input.terms_accepted,
            privacy_accepted: input.privacy_accepted,
            referral_code: referralCode(),
            referred_by_id: referredBy,
            locale: input.locale,
            email_verified_at: input.email_verified ? new Date() : null,
            fiscal_data: fiscal ? { ...fiscal } : null,
            hr_data: fiscal
              ? {
                  ragione_sociale: blank(fiscal.ragione_sociale),
                  p_iva: blank(fiscal.p_iva),
                  codice_rea: blank(fiscal.codice_rea),
                }
              : null,
          })
          .returning()
        // profiles makes the account's profile, at an address of its name (subscribers.ts)
        await publishAccountCreated(tx, { user_id: user.id, ...names })
        if (fiscal) {
          await tx.insert(billingInformation).values({
            user_id: user.id,
            type: fiscal.tipo_persona,
            first_name: blank(fiscal.nome),
            last_name: blank(fiscal.cognome),
            fiscal_name: blank(fiscal.ragione_sociale),
            fiscal_code: blank(fiscal.codice_fiscale),
            p_iva: blank(fiscal.p_iva),
            pec: blank(fiscal.pec),
            unique_id: blank(fiscal.codice_univoco),
            address: blank(fiscal.indirizzo),
            city: blank(fiscal.citta),
            province: blank(fiscal.provincia),
            zip: blank(fiscal.cap),
          })
        }
        return user
      })
    } catch (error) {
      // Two registrations of one address at once: the unique index decides, the loser gets 422.
      if (isUniqueViolation(error, 'users_email_lower_idx') || isUniqueViolation(error, 'users_email_unique'))
        throw taken()
      // A referral code or slug drawn twice: draw again.
      if (isUniqueViolation(error) && attempt < 5) continue
      throw error
    }
  }
}
