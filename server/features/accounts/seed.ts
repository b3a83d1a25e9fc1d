/**
 * Demo accounts: every person of the demo cast (demo-data.ts) as a fully onboarded user with the
 * demo password, and complete billing data for those who invoice — trainers as self-employed
 * people, HR users as their companies. Runs first: every other area's demo rows belong to someone.
 */
import {
  OMOCODIA_LETTERS,
  codiceFiscaleCheckChar,
  partitaIvaCheckDigit,
} from '../../../contracts/core/validation/fiscal.ts'
import { defineSeed } from '../../core/db/seeds.ts'
import { users, type UserFeatures } from '../../core/db/tables.ts'
import {
  COMPANIES,
  DEMO_PASSWORD,
  DEMO_PEOPLE,
  PLACES,
  type DemoKind,
  type PersonSeed,
} from '../../core/db/demo-data.ts'
import { hashPassword } from './password-hash.ts'
import { billingInformation } from './tables.ts'

const HOUR = 3_600_000

const FEATURES: Record<DemoKind, UserFeatures> = {
  trainer: { chat: true, posts: true, diary: true, hr_visible: false },
  student: { chat: true, posts: true, diary: false, hr_visible: true },
  hr: { chat: true, posts: true, diary: false, hr_visible: false },
  admin: { chat: true, posts: true, diary: true, hr_visible: false },
}

/** A codice fiscale derived from the person, with its check character (valid under the fiscal rules). */
function fiscalCode(person: PersonSeed, index: number): string {
  const letters = (text: string) =>
    `${text
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase()}XXX`.slice(0, 3)
  const [year, month, day] = person.birth_date.split('-')
  const dayCode = Number(day) + (person.gender === 'female' ? 40 : 0)
  // Born in Milano (F205); people whose first fifteen characters clash get omocodia letters for the
  // last digits, as the Agenzia delle Entrate gives them.
  const omocodia = (digits: string) =>
    index % 7 === 6 ? digits.replace(/\d$/, (digit) => OMOCODIA_LETTERS[Number(digit)]) : digits
  const first15 = `${letters(person.last_name)}${letters(person.first_name)}${year.slice(2)}${'ABCDEHLMPRST'[Number(month) - 1]}${String(dayCode).padStart(2, '0')}F${omocodia('205')}`
  return `${first15}${codiceFiscaleCheckChar(first15)}`
}

/** A partita IVA with its check digit, from ten digits. */
function partitaIva(first10: number): string {
  const digits = String(first10).padStart(10, '0').slice(-10)
  return `${digits}${partitaIvaCheckDigit(digits)}`
}

type BillingInsert = typeof billingInformation.$inferInsert

export default defineSeed({
  async run(db, { daysAgo, passwordHash }) {
    const password = passwordHash ?? (await hashPassword(DEMO_PASSWORD))
    const companyOf = new Map(COMPANIES.map((company) => [company.owner.key, company]))

    const userRows = await db
      .insert(users)
      .values(
        DEMO_PEOPLE.map(({ person, kind, email }, index) => {
          const company = companyOf.get(person.key)
          const joined = daysAgo(400 - index * 5)
          return {
            email,
            password,
            first_name: person.first_name,
            last_name: person.last_name,
            role: kind === 'admin' ? 'student' : kind,
            roles: [kind],
            status: 'active',
            email_verified_at: new Date(joined.getTime() + HOUR),
            phone_code: '0039',
            phone: `3${String(471_000_000 + index * 7_919).padStart(9, '0')}`,
            phone_verified: true,
            terms_accepted: true,
            privacy_accepted: true,
            newsletter_accepted: index % 3 === 0,
            referral_code: `AULA${String(index + 1).padStart(4, '0')}`,
            wizard_complete: true,
            hr_wizard_complete: true,
            can_onboard: true,
            fiscal_data_complete: kind === 'trainer' || kind === 'hr',
            invoice_data_complete: kind === 'trainer' || kind === 'hr',
            iban_complete: kind === 'trainer',
            features: FEATURES[kind],
            hr_data: company
              ? {
                  ragione_sociale: company.ragione_sociale,
                  p_iva: company.p_iva,
                  codice_rea: company.codice_rea,
                }
              : null,
            last_login_at: daysAgo(index % 20, index % 7),
            created_at: joined,
            updated_at: joined,
          }
        }),
      )
      .returning({ id: users.id })

    // Trainers invoice as self-employed people, HR as their companies: both have complete billing data.
    const billingValues = DEMO_PEOPLE.flatMap(({ person, kind }, index): BillingInsert[] => {
      const userId = userRows[index].id
      const where = PLACES[person.place]
      const address = {
        address: 'Via Roma',
        address_number: String((index % 90) + 1),
        city: where.city,
        province: where.province,
        zip: String(20100 + index).padStart(5, '0'),
        phone_code: '0039',
      }
      if (kind === 'trainer') {
        return [
          {
            user_id: userId,
            type: 'fisica' as const,
            first_name: person.first_name,
            last_name: person.last_name,
            fiscal_code: fiscalCode(person, index),
            p_iva: partitaIva(1_000_000_000 + index * 791_911),
            fiscal_type: 'forfettario',
            vat: '0',
            retention_tax: '0',
            inps: 'gestione_separata',
            ...address,
          },
        ]
      }
      const company = companyOf.get(person.key)
      if (kind !== 'hr' || !company) return []
      return [
        {
          user_id: userId,
          type: 'giuridica' as const,
          fiscal_name: company.ragione_sociale,
          p_iva: company.p_iva,
          fiscal_code: company.p_iva,
          pec: `${company.slug}@pec.example.it`,
          unique_id: 'M5UXCR1',
          legal_first_name: person.first_name,
          legal_last_name: person.last_name,
          legal_fiscal_code: fiscalCode(person, index),
          vat: '22',
          ...address,
        },
      ]
    })
    await db.insert(billingInformation).values(billingValues)

    return {
      users: DEMO_PEOPLE.length,
      billing: billingValues.length,
      trainers: DEMO_PEOPLE.filter((entry) => entry.kind === 'trainer').length,
      students: DEMO_PEOPLE.filter((entry) => entry.kind === 'student').length,
    }
  },
})
