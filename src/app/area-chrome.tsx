/**
 * The areas' pieces of the frame (manifest `chrome`), shown only while a user is logged in: the
 * header's controls (the notifications bell) and what floats above every page (its toasts). Each
 * piece loads lazily, on the first page a logged-in user sees.
 */
import { Suspense } from 'react'
import type { ChromePart } from '../shared/lib/manifest'
import { useSessionSelector } from '../session/session-store'
import { appAreas } from './areas'

function Parts({ parts }: { parts: readonly ChromePart[] }) {
  const loggedIn = useSessionSelector((state) => state.isLoggedIn)
  if (!loggedIn) return null
  return parts.map((Part, index) => (
    <Suspense key={index} fallback={null}>
      <Part />
    </Suspense>
  ))
}

export const HeaderChrome = () => <Parts parts={appAreas.chrome.header} />
export const OverlayChrome = () => <Parts parts={appAreas.chrome.overlay} />
