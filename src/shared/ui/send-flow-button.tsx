import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { Button } from './button'
import { Spinner } from './spinner'

type Status = { name: 'idle' } | { name: 'sending' } | { name: 'sent'; code: string } | { name: 'failed' }

/**
 * "Invia il flusso al supporto" (issue 11): sends what the flow recorder kept of this visit and
 * shows the code to give support, who open it on /dev?trace=CODE.
 */
export function SendFlowButton({ className = '' }: { className?: string }) {
  const { t } = useLingui()
  const [status, setStatus] = useState<Status>({ name: 'idle' })

  const handleSend = async () => {
    setStatus({ name: 'sending' })
    try {
      const { sendRecordedFlow } = await import('../lib/flow-recorder-send')
      setStatus({ name: 'sent', code: await sendRecordedFlow() })
    } catch {
      setStatus({ name: 'failed' })
    }
  }

  return (
    <div className={className}>
      {status.name !== 'sent' && (
        <Button outline disabled={status.name === 'sending'} onClick={() => void handleSend()}>
          {status.name === 'sending' && <Spinner size={16} />}
          <Trans>Invia il flusso al supporto</Trans>
        </Button>
      )}
      <div role="status" aria-live="polite" className="mt-3 text-sm text-slate-700">
        {status.name === 'sent' && (
          <p>
            <Trans>
              Flusso inviato. Comunica questo codice all'assistenza:{' '}
              <strong className="font-mono text-base text-slate-900" data-testid="flow-code">
                {status.code}
              </strong>
            </Trans>
          </p>
        )}
      </div>
      {status.name === 'failed' && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {t`Invio non riuscito. Controlla la connessione e riprova.`}
        </p>
      )}
    </div>
  )
}
