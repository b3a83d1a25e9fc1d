import { Trans } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { flowRecorder } from '../../../shared/lib/flow-recorder'
import { Button } from '../../../shared/ui/button'

/**
 * Development only (the dev page renders it behind import.meta.env.DEV, so the build drops it and
 * @statelyai/inspect with it): forwards every actor's inspection events to Stately's inspector,
 * which opens in a new window.
 */
export function InspectorToggle() {
  const [connected, setConnected] = useState(false)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    if (!connected) return
    let stop: (() => void) | undefined
    let cancelled = false
    import('@statelyai/inspect').then(
      ({ createBrowserInspector }) => {
        if (cancelled) return
        const inspector = createBrowserInspector()
        const unforward = flowRecorder.forward((event) => inspector.inspect.next?.(event))
        stop = () => {
          unforward()
          inspector.stop()
        }
      },
      () => setFailed(true),
    )
    return () => {
      cancelled = true
      stop?.()
    }
  }, [connected])

  return (
    <div className="mt-4">
      <Button outline onClick={() => setConnected((value) => !value)} aria-pressed={connected}>
        {connected ? (
          <Trans>Scollega l'inspector di Stately</Trans>
        ) : (
          <Trans>Collega l'inspector di Stately</Trans>
        )}
      </Button>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          <Trans>L'inspector non si è caricato.</Trans>
        </p>
      )}
    </div>
  )
}
