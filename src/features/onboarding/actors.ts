/**
 * What the wizard's step views read and start besides the wizard itself (wizard-actor.ts): page
 * data through the resource machine (the plans, the documents, the catalogues, the progress asked
 * again, the profile address's "already taken") and the calls a step waits on through
 * machines/request (a document uploaded or removed, the free tier, a bank transfer withdrawn), each
 * given its real call here (DESIGN.md §2). Step views read their view mappers and send events; only
 * this module and wizard-actor.ts talk to the server.
 */
import { useCallback, useEffect, useRef } from 'react'
import type { Media, MediaCollection } from '../../../contracts/media/schemas'
import { refreshSessionSubscription, refreshSessionUser } from '../../session/session-actor'
import { fallbackPollMs } from '../../shared/checkout'
import { useResource } from '../../shared/lib/use-resource'
import { requestWith, useRequestActor } from '../../shared/lib/use-request-actor'
import {
  chooseFreeTier,
  fetchPlans,
  fetchProgress,
  searchInterests,
  searchSkills,
  slugExists,
  withdrawBankTransfer,
} from './api'
import { fetchMyMedia, removeMedia, sendMedia } from './media-api'

/** The subscription plans of the subscriptions step. */
export const usePlans = () => useResource(fetchPlans, {})

/** The server's progress asked again (the completion percentage counts what was saved since). */
export const useFreshProgress = () => useResource(loadProgress)
const loadProgress = (_: Record<string, unknown>, signal: AbortSignal) => fetchProgress(signal)

/** How long the profile address waits after the last keystroke before asking the server. */
export const SLUG_CHECK_DELAY_MS = 300
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/**
 * "Already taken", asked while the person types the address of their public profile: the resource
 * machine loads for each address (a new one aborts the wait or the call under way), 300 ms after
 * the last change; an address too short or malformed is not asked about.
 */
export function useSlugTaken(slug: string): boolean {
  const candidate = slug.trim().toLowerCase()
  const valid = SLUG_PATTERN.test(candidate) && candidate.length >= 3
  const check = useResource(loadSlug, { slug: valid ? candidate : '' })
  const answer = check.data
  return valid && answer !== undefined && answer.slug === candidate && answer.exists
}
async function loadSlug({ slug }: { slug: string }, signal: AbortSignal) {
  if (!slug) return { slug, exists: false }
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, SLUG_CHECK_DELAY_MS)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
  const { exists } = await slugExists(slug, signal)
  return { slug, exists }
}

/** Search in a catalogue of the wizard (interests, or the skills). */
export type Catalogue = 'interests' | 'skills'
const searchers = {
  interests: ({ search }: { search: string }, signal: AbortSignal) => searchInterests(search, signal),
  skills: ({ search }: { search: string }, signal: AbortSignal) => searchSkills(search, signal),
}
/** The catalogue's entries matching `search` (all of them for ''). */
export const useCatalogue = (catalogue: Catalogue, search: string) =>
  useResource(searchers[catalogue], { search })

/** The caller's documents (photo, cover, CV, certificates). */
export const useMyMedia = () => useResource(loadMedia)
const loadMedia = (_: Record<string, unknown>, signal: AbortSignal) => fetchMyMedia(signal)

export interface MediaUpload {
  collection: MediaCollection
  file: File
  /** The share sent so far (0…1), for the progress bar. */
  onProgress: (fraction: number) => void
}
export const appMediaUploadMachine = requestWith((input: MediaUpload) =>
  sendMedia(input.file, input.collection, input.onProgress),
)
export const appMediaRemovalMachine = requestWith((id: number) => removeMedia(id))
/** A document uploaded as soon as it is picked (multipart, with its progress). */
export const useMediaUpload = () => useRequestActor<MediaUpload, Media>(appMediaUploadMachine)
/** A document taken off. */
export const useMediaRemoval = () => useRequestActor<number, unknown>(appMediaRemovalMachine)

export const appFreeTierMachine = requestWith(() => chooseFreeTier())
/** The free tier chosen instead of a plan. */
export const useFreeTier = () => useRequestActor<void, unknown>(appFreeTierMachine)

export const appWithdrawTransferMachine = requestWith(async () => {
  await withdrawBankTransfer()
  // the guard chain reads the pending order from the session's user
  await refreshSessionUser()
})
/** The pending bank transfer given up (to pay by card or choose again). */
export const useTransferWithdrawal = () => useRequestActor<void, unknown>(appWithdrawTransferMachine)

/** How often payment-pending asks the server, when it has no order of its own to watch. */
export const TRANSFER_POLL_MS = 2000

/**
 * payment-pending once the transfer is in: the session's user and subscription asked again, then
 * `moveOn` (once). Without the plan there is no order to watch (`watchProgress`): the server's
 * progress is asked every TRANSFER_POLL_MS until it has left payment-pending.
 */
export function useTransferArrival(watchProgress: boolean, moveOn: () => void) {
  const moved = useRef(false)
  const latest = useRef(moveOn)
  useEffect(() => {
    latest.current = moveOn
  })
  const arrived = useCallback(async () => {
    if (moved.current) return
    moved.current = true
    await Promise.all([refreshSessionUser(), refreshSessionSubscription()])
    latest.current()
  }, [])
  useEffect(() => {
    if (!watchProgress) return
    const controller = new AbortController()
    let timer: ReturnType<typeof setTimeout>
    const poll = () => {
      timer = setTimeout(() => {
        fetchProgress(controller.signal).then(
          (progress) => {
            if (progress.current !== 'payment-pending') void arrived()
            else poll()
          },
          () => poll(),
        )
      }, fallbackPollMs(TRANSFER_POLL_MS))
    }
    poll()
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [watchProgress, arrived])
  /** Leaving: the watch must not move the wizard on meanwhile. */
  const stop = useCallback(() => {
    moved.current = true
  }, [])
  return { arrived: () => void arrived(), stop }
}
