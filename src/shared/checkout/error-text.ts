import { useLingui } from '@lingui/react/macro'
import type { DeclineReason } from '../../../contracts/payments/schemas'
import type { PurchaseError } from '../../../machines/purchase'

/** The first message of a failed call, in the user's language: a field's, else a generic one. */
export function useErrorText(error: PurchaseError | null, call?: PurchaseError['call']): string | undefined {
  const { t } = useLingui()
  if (!error || (call && error.call !== call)) return undefined
  const first = Object.values(error.fields)[0]?.[0]
  if (first) return first
  if (error.status === 429) return t`Troppi tentativi. Riprova tra qualche minuto.`
  if (error.status === undefined || error.status === 0)
    return t`Impossibile raggiungere il server. Controlla la connessione e riprova.`
  return t`Si è verificato un errore. Riprova tra poco.`
}

export function useDeclineText(reason: DeclineReason | null): string {
  const { t } = useLingui()
  switch (reason) {
    case 'insufficient_funds':
      return t`La carta è stata rifiutata: fondi insufficienti.`
    case 'authentication_failed':
      return t`L'autenticazione 3-D Secure non è riuscita.`
    case 'expired_card':
      return t`La carta è scaduta.`
    case 'incorrect_cvc':
      return t`Il codice CVC non è corretto.`
    case 'processing_error':
      return t`Errore durante l'elaborazione del pagamento.`
    case 'paypal_canceled':
      return t`Hai annullato il pagamento su PayPal: non ti è stato addebitato nulla.`
    case 'card_declined':
      return t`La carta è stata rifiutata dalla banca.`
    default:
      return t`La carta è stata rifiutata.`
  }
}
