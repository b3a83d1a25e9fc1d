/**
 * Payloads of the SETTINGS area (SPEC.md §2 /mysettings, §3 User iban_complete, §7 settings iban):
 * where a trainer's earnings are paid. Messages of inputs only the API checks are given in both
 * languages (apiMessage); the SPA's form says the same through Lingui.
 */
import * as v from 'valibot'
import { apiMessage } from '../core/input'
import { isIbanValid, normalizeIban } from '../core/validation/iban'

export const PAYOUT_HOLDER_MAX_LENGTH = 120

/** The saved payout account as its owner sees it: the IBAN masked but for its first and last four. */
export const PayoutAccount = v.object({
  holder: v.string(),
  iban_masked: v.string(),
  updated_at: v.string(),
})
export type PayoutAccount = v.InferOutput<typeof PayoutAccount>

export const PayoutAccountBody = v.object({
  holder: v.pipe(
    v.string(apiMessage({ it: "L'intestatario è un testo.", en: 'The account holder is a text.' })),
    v.trim(),
    v.nonEmpty(apiMessage({ it: "Scrivi l'intestatario del conto.", en: 'Write the account holder.' })),
    v.maxLength(
      PAYOUT_HOLDER_MAX_LENGTH,
      apiMessage(
        {
          it: "L'intestatario: al massimo {max} caratteri.",
          en: 'Account holder: at most {max} characters.',
        },
        { max: PAYOUT_HOLDER_MAX_LENGTH },
      ),
    ),
  ),
  iban: v.pipe(
    v.string(apiMessage({ it: "L'IBAN è un testo.", en: 'The IBAN is a text.' })),
    v.nonEmpty(apiMessage({ it: "Scrivi l'IBAN del conto.", en: 'Write the IBAN of the account.' })),
    v.maxLength(64, apiMessage({ it: 'Questo IBAN è troppo lungo.', en: 'This IBAN is too long.' })),
    v.check(
      isIbanValid,
      apiMessage({
        it: "L'IBAN non è valido: controlla le cifre (ad esempio IT60 X054 2811 1010 0000 0123 456).",
        en: 'The IBAN is not valid: check its characters (e.g. IT60 X054 2811 1010 0000 0123 456).',
      }),
    ),
    v.transform(normalizeIban),
  ),
})
export type PayoutAccountBody = v.InferInput<typeof PayoutAccountBody>
