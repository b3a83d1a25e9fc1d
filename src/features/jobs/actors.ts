/**
 * What the job listing views read and start: the resource actor (machines/resource) for the lists,
 * the listing form (machines/job-listing-editor) and the applicants' pipeline (machines/job-application
 * for the moves, machines/applicant-notes for the notes), each given the real calls of api.ts with
 * .provide() and started with the flow recorder's inspect, so a view reads a view mapper and sends
 * events instead of calling the server (DESIGN.md §2).
 */
import { useActorRef } from '@xstate/react'
import { useSelector } from '@xstate/react'
import { useCallback, useEffect, useRef } from 'react'
import { fromPromise, type Actor, type AnyStateMachine } from 'xstate'
import type { Applicant, ApplicationStatus, ManagedJobListing } from '../../../contracts/jobs/schemas'
import { applicantNotesMachine, type SaveNotesInput } from '../../../machines/applicant-notes'
import { jobApplicationMachine, type MoveInput } from '../../../machines/job-application'
import {
  jobListingEditorMachine,
  type JobListingEditorInput,
  type SaveListingInput,
} from '../../../machines/job-listing-editor'
import type { ApplyBody } from '../../../contracts/jobs/schemas'
import { DEFAULT_PAGE_SIZE } from '../../../contracts/core/constants'
import type { Media } from '../../../contracts/media/schemas'
import { requestMachine, requestView, sendRequest, type RequestView } from '../../../machines/request'
import { isApiError } from '../../shared/api'
import { flowRecorder } from '../../shared/lib/flow-recorder'
import { pageParamsOf, useListQuery, type ListQuery } from '../../shared/lib/use-list-query'
import { useResource } from '../../shared/lib/use-resource'
import {
  applicantsCsvPath,
  applyTo,
  createListing,
  fetchApplicants,
  fetchJobListing,
  fetchJobListings,
  fetchMyApplications,
  fetchMyCvs,
  fetchOwnListing,
  fetchOwnListings,
  removeListing,
  saveApplication,
  saveListing,
  uploadCv,
} from './api'
import { sendAndSettle, useEmitted } from '../../shared/lib/actor-events'

export { sendAndSettle, useEmitted }
export { applicantsCsvPath }

const loadJobListings = (query: ListQuery, signal: AbortSignal) =>
  fetchJobListings(pageParamsOf(query, DEFAULT_PAGE_SIZE), signal)

/**
 * The public listings for the URL's query (its filters and page), through machines/list-query: the
 * filter form and the page links write the URL, the list follows it.
 */
export const useJobListings = (query: ListQuery) => useListQuery(loadJobListings, query)

/** One listing as anyone sees it (with the caller's application, if any). */
export const useJobListing = (id: number) => useResource(fetchJobListing, { id })

/** The signed-in user's applications. */
export const useMyApplications = () => useResource(fetchMyApplications)

/** The listings the signed-in user publishes. */
export const useOwnListings = () => useResource(fetchOwnListings)

/** One of the signed-in user's listings, and its applicants. */
export const useOwnListing = (id: number) => useResource(fetchOwnListing, { id })
export const useApplicants = (id: number) => useResource(fetchApplicants, { id })

/** The server refused the listing to this user: it is someone else's. */
export const isForbidden = (error: unknown) => isApiError(error) && error.status === 403

export const appJobListingEditorMachine = jobListingEditorMachine.provide({
  actors: {
    saveListing: fromPromise<ManagedJobListing, SaveListingInput>(({ input }) =>
      input.id === null ? createListing(input.body) : saveListing(input.id, input.body),
    ),
    removeListing: fromPromise<unknown, { id: number }>(({ input }) => removeListing(input.id)),
  },
})

export const appApplicantNotesMachine = applicantNotesMachine.provide({
  actors: {
    saveNotes: fromPromise<Applicant, SaveNotesInput>(({ input }) =>
      saveApplication(input.id, { notes: input.notes }),
    ),
  },
})

const useJobsActor = <TMachine extends AnyStateMachine>(machine: TMachine, input: unknown) =>
  useActorRef(machine, { input, inspect: flowRecorder.inspect } as never) as Actor<TMachine>

export const useListingEditor = (input: JobListingEditorInput) =>
  useJobsActor(appJobListingEditorMachine, input)
export const useApplicantNotes = (applicant: Applicant) =>
  useJobsActor(appApplicantNotesMachine, { id: applicant.id, notes: applicant.notes })

export const appJobApplicationMachine = jobApplicationMachine.provide({
  actors: {
    move: fromPromise<{ status: ApplicationStatus }, MoveInput>(async ({ input }) => {
      const next = await saveApplication(input.id, { status: input.to })
      return { status: next.status }
    }),
  },
})

/**
 * An applicant's moves along the pipeline (machines/job-application): each move saves the new
 * status; once it is saved the updated applicant goes to `onChange` (the pipeline moves the card).
 */
export function useApplicationMoves(applicant: Applicant, onChange: (next: Applicant) => void) {
  const actor = useJobsActor(appJobApplicationMachine, { id: applicant.id, status: applicant.status })
  useEmittedStatus(actor, applicant, onChange)
  return actor
}

function useEmittedStatus(
  actor: Actor<typeof appJobApplicationMachine>,
  applicant: Applicant,
  onChange: (next: Applicant) => void,
) {
  const latest = useRef({ applicant, onChange })
  useEffect(() => {
    latest.current = { applicant, onChange }
  })
  useEffect(() => {
    const subscription = actor.subscribe((snapshot) => {
      const { applicant: shown, onChange: tell } = latest.current
      if (!snapshot.hasTag('busy') && snapshot.context.status !== shown.status)
        tell({ ...shown, status: snapshot.context.status })
    })
    return () => subscription.unsubscribe()
  }, [actor])
}

/** The caller's CVs, newest first, for the application form. */
export const useMyCvs = () => useResource(loadMyCvs)
const loadMyCvs = (_: Record<string, unknown>, signal: AbortSignal) => fetchMyCvs(signal)

const requestWith = <TInput, TOutput>(run: (input: TInput) => Promise<TOutput>) =>
  requestMachine.provide({
    actors: { call: fromPromise<unknown, unknown>(({ input }) => run(input as TInput)) },
  })

export const appUploadCvMachine = requestWith((file: File) => uploadCv(file))
export const appApplyMachine = requestWith((input: { id: number; body: ApplyBody }) =>
  applyTo(input.id, input.body),
)

/** One call the form waits on (machines/request): its view, and a promise of the answer. */
function useRequest<TInput, TOutput>(machine: typeof requestMachine) {
  const actor = useJobsActor(machine, undefined)
  const view = useSelector(actor, (snapshot) => requestView<TOutput>(snapshot), sameRequestView)
  const send = useCallback((input: TInput) => sendRequest<TOutput>(actor, input), [actor])
  return { view, send }
}
const sameRequestView = (a: RequestView, b: RequestView) =>
  a.phase === b.phase && a.output === b.output && a.error === b.error

/** Uploading a PDF into the caller's CVs from the application form. */
export const useCvUpload = () => useRequest<File, Media>(appUploadCvMachine)
/** Sending an application. */
export const useApplication = () => useRequest<{ id: number; body: ApplyBody }, unknown>(appApplyMachine)
