/**
 * Demo payout accounts: every demo trainer (whose account says iban_complete) is paid to an Italian
 * IBAN of their own, valid by its check digits, so /mysettings/billing shows what it would for them.
 */
import { defineSeed } from '../../core/db/seeds.ts'
import { DEMO_PEOPLE, demoUserIds } from '../../core/db/demo-data.ts'
import { payoutAccounts } from './tables.ts'

/** The two check digits of an IBAN whose country and account number (BBAN) are given. */
export function ibanCheckDigits(country: string, bban: string): string {
  let remainder = 0
  for (const character of `${bban}${country}00`) {
    const value = character >= 'A' ? character.charCodeAt(0) - 55 : Number(character)
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97
  }
  return String(98 - remainder).padStart(2, '0')
}

export default defineSeed({
  after: ['accounts'],
  async run(db) {
    const userId = await demoUserIds(db)
    const trainers = DEMO_PEOPLE.filter(({ kind }) => kind === 'trainer')
    await db.insert(payoutAccounts).values(
      trainers.map(({ person }, index) => {
        // CIN, ABI, CAB and a twelve-digit account number
        const bban = `X0542811101${String(index + 1).padStart(12, '0')}`
        return {
          user_id: userId(person.key),
          holder: `${person.first_name} ${person.last_name}`,
          iban: `IT${ibanCheckDigits('IT', bban)}${bban}`,
        }
      }),
    )
  },
})
