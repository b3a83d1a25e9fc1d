import { Trans } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useState } from 'react'
import { Button } from '../shared/ui/button'
import { appVersionView } from '../../machines/app-version'
import { appAppVersionMachine, fetchBuildVersion } from './actors'
import { flowRecorder } from '../shared/lib/flow-recorder'

function VersionWatcher({ currentVersion }: { currentVersion: string }) {
  const actorRef = useActorRef(appAppVersionMachine, {
    input: { currentVersion },
    inspect: flowRecorder.inspect,
  })
  const updateAvailable = useSelector(actorRef, (s) => appVersionView(s).bannerShown)
  return (
    // the live region is always in the page, so screen readers announce the banner when it appears
    <div
      role="status"
      aria-live="polite"
      className="pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4"
    >
      {updateAvailable && (
        <div className="pointer-events-auto flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-3 text-sm text-slate-900 shadow-lg">
          <span>
            <Trans>È disponibile una nuova versione</Trans>
          </span>
          <Button onClick={() => actorRef.send({ type: 'version.reload' })}>
            <Trans>Aggiorna</Trans>
          </Button>
          <Button outline onClick={() => actorRef.send({ type: 'version.dismiss' })}>
            <Trans>Più tardi</Trans>
          </Button>
        </div>
      )}
    </div>
  )
}

/**
 * Announces a new deploy. The version this tab runs is the manifest's version when the app
 * started; without a manifest (the Vite dev server) there is nothing to compare and no polling.
 */
export function VersionBanner() {
  const [currentVersion, setCurrentVersion] = useState<string>()
  useEffect(() => {
    const controller = new AbortController()
    fetchBuildVersion(controller.signal).then(setCurrentVersion, () => undefined)
    return () => controller.abort()
  }, [])
  return currentVersion ? <VersionWatcher currentVersion={currentVersion} /> : null
}
