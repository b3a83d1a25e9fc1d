/**
 * The checkout while a PayPal payment is away (issue 36): waiting for the buyer on PayPal's
 * approval page (open it again, or use another method), and back from a cancel there (nothing was
 * charged: pick another method, or PayPal again).
 */
import { Trans } from '@lingui/react/macro'
import { Button } from '../ui/button'
import { FormAlert } from '../ui/form-fields'
import { useDeclineText } from './error-text'
import type { Checkout } from './use-checkout'

export function PaypalApprovalNotice({ checkout }: { checkout: Checkout }) {
  return (
    <div className="space-y-3" role="status">
      <p className="text-sm text-slate-700">
        <Trans>Completa il pagamento nella pagina di PayPal che si è aperta: approvalo o annullalo lì.</Trans>
      </p>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => checkout.send({ type: 'purchase.authenticate' })}>
          <Trans>Apri PayPal</Trans>
        </Button>
        <Button outline onClick={() => checkout.send({ type: 'purchase.tryAgain' })}>
          <Trans>Usa un altro metodo di pagamento</Trans>
        </Button>
      </div>
    </div>
  )
}

export function PaypalCanceledNotice({ checkout }: { checkout: Checkout }) {
  const text = useDeclineText(checkout.view.declineReason)
  return (
    <div className="space-y-3">
      <FormAlert>
        {text} <Trans>Scegli un altro metodo di pagamento o riprova con PayPal.</Trans>
      </FormAlert>
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => checkout.send({ type: 'purchase.tryAgain' })}>
          <Trans>Scegli un altro metodo di pagamento</Trans>
        </Button>
        <Button
          outline
          onClick={() => checkout.send({ type: 'purchase.selectMethod', method: { type: 'paypal' } })}
        >
          <Trans>Riprova con PayPal</Trans>
        </Button>
      </div>
    </div>
  )
}
