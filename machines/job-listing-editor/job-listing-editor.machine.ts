/*
 * A job listing's form, for writing a new one (/joblistings/manage/create) and for its owner's
 * manage page (/joblistings/manage/{id}), where it can also be deleted.
 *
 *   ┌─────────┐ listing.submit [hasProblems]: what is wrong, by field (no call)
 *   │ editing │ listing.submit ──▶ saving ── done: emit saved, 'Salvato.' ──────────────▶ editing
 *   │         │                            error [isFieldRefusal]: the server's, by field ─▶ editing
 *   │         │                            error: a failure ─────────────────────────────▶ editing
 *   │         │ listing.remove ──▶ removing ── done: emit removed ──▶ removed (final)
 *   └─────────┘                                error: 'remove' ──▶ editing
 *     field.set (editing): a value typed or chosen
 *
 * The checks here are the form's own (a title, a description, a salary range in order); the
 * server checks everything again and answers 422 by field. The body is built from the values:
 * trimmed texts, euros as numbers, the expiry at the end of the chosen day in the poster's zone.
 */
import { assign, emit, fromPromise, setup } from 'xstate'
import type { JobListingBody, ManagedJobListing } from '../../contracts/jobs/schemas'
import { studioCallError, type StudioCallError } from '../course-manager/call-error'

export interface ListingValues {
  title: string
  description: string
  requirements: string
  city: string
  remote: boolean
  contract_type: string
  seniority: string
  salary_min: string
  salary_max: string
  expires_at: string
  status: string
}

/** What the form's own checks found: a required field left empty, a maximum under the minimum. */
export type ListingProblem = 'required' | 'belowMin'

export interface JobListingEditorContext {
  /** The listing's id; null while it is being written for the first time. */
  id: number | null
  values: ListingValues
  problems: Partial<Record<keyof ListingValues, ListingProblem>>
  /** The server's 422 messages, the first of each field. */
  errors: Record<string, string>
  failure: (StudioCallError & { kind: 'save' | 'remove' }) | null
  /** The last save succeeded and nothing was sent since. */
  justSaved: boolean
}

export interface JobListingEditorInput {
  id: number | null
  listing?: ManagedJobListing | null
}

export interface SaveListingInput {
  id: number | null
  body: JobListingBody
}

export type JobListingEditorEvent =
  | { type: 'field.set'; values: Partial<ListingValues> }
  | { type: 'listing.submit' }
  | { type: 'listing.remove' }

export type JobListingEditorEmitted = { type: 'saved'; listing: ManagedJobListing } | { type: 'removed' }

const needsProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`jobListingEditorMachine: provide the \`${name}\` actor`)
}

/** The form's values from the listing (or a new one's defaults). */
export function listingValues(listing?: ManagedJobListing | null): ListingValues {
  return {
    title: listing?.title ?? '',
    description: listing?.description ?? '',
    requirements: listing?.requirements ?? '',
    city: listing?.city ?? '',
    remote: listing?.remote ?? false,
    contract_type: listing?.contract_type ?? 'full_time',
    seniority: listing?.seniority ?? 'mid',
    salary_min: listing?.salary_min?.toString() ?? '',
    salary_max: listing?.salary_max?.toString() ?? '',
    expires_at: listing?.expires_at?.slice(0, 10) ?? '',
    status: listing?.status ?? 'draft',
  }
}

const euros = (text: string) => (text.trim() === '' ? null : Number(text))

export function listingProblems(values: ListingValues): JobListingEditorContext['problems'] {
  const problems: JobListingEditorContext['problems'] = {}
  if (!values.title.trim()) problems.title = 'required'
  if (!values.description.trim()) problems.description = 'required'
  const min = euros(values.salary_min)
  const max = euros(values.salary_max)
  if (min !== null && max !== null && min > max) problems.salary_max = 'belowMin'
  return problems
}

export function listingBody(values: ListingValues): JobListingBody {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    requirements: values.requirements.trim(),
    city: values.city.trim() || null,
    remote: values.remote,
    contract_type: values.contract_type as JobListingBody['contract_type'],
    seniority: values.seniority as JobListingBody['seniority'],
    salary_min: euros(values.salary_min),
    salary_max: euros(values.salary_max),
    // the end of the chosen day, in the poster's time zone
    expires_at: values.expires_at ? new Date(`${values.expires_at}T23:59:59`).toISOString() : null,
    status: values.status as JobListingBody['status'],
  }
}

export const jobListingEditorMachine = setup({
  types: {
    context: {} as JobListingEditorContext,
    events: {} as JobListingEditorEvent,
    input: {} as JobListingEditorInput,
    emitted: {} as JobListingEditorEmitted,
    tags: {} as 'busy',
  },
  actors: {
    saveListing: fromPromise<ManagedJobListing, SaveListingInput>(needsProvided('saveListing')),
    removeListing: fromPromise<unknown, { id: number }>(needsProvided('removeListing')),
  },
  guards: {
    hasProblems: ({ context }) => Object.keys(listingProblems(context.values)).length > 0,
    isFieldRefusal: (_, params: { error: unknown }) => studioCallError(params.error).status === 422,
    isSaved: ({ context }) => context.id !== null,
  },
}).createMachine({
  id: 'jobListingEditor',
  context: ({ input }) => ({
    id: input.id,
    values: listingValues(input.listing),
    problems: {},
    errors: {},
    failure: null,
    justSaved: false,
  }),
  initial: 'editing',
  states: {
    editing: {
      on: {
        'field.set': {
          actions: assign({ values: ({ context, event }) => ({ ...context.values, ...event.values }) }),
        },
        'listing.submit': [
          {
            guard: 'hasProblems',
            actions: assign({
              problems: ({ context }) => listingProblems(context.values),
              errors: {},
              justSaved: false,
            }),
          },
          {
            target: 'saving',
            actions: assign({ problems: {}, errors: {}, failure: null, justSaved: false }),
          },
        ],
        'listing.remove': { guard: 'isSaved', target: 'removing', actions: assign({ failure: null }) },
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'saveListing',
        src: 'saveListing',
        input: ({ context }) => ({ id: context.id, body: listingBody(context.values) }),
        onDone: {
          target: 'editing',
          actions: [
            assign({ justSaved: true }),
            emit(({ event }) => ({ type: 'saved' as const, listing: event.output })),
          ],
        },
        onError: [
          {
            guard: { type: 'isFieldRefusal', params: ({ event }) => ({ error: event.error }) },
            target: 'editing',
            actions: assign({ errors: ({ event }) => studioCallError(event.error).fields ?? {} }),
          },
          {
            target: 'editing',
            actions: assign({
              failure: ({ event }) => ({ ...studioCallError(event.error), kind: 'save' as const }),
            }),
          },
        ],
      },
    },
    removing: {
      tags: ['busy'],
      invoke: {
        id: 'removeListing',
        src: 'removeListing',
        input: ({ context }) => ({ id: context.id ?? 0 }),
        onDone: { target: 'removed', actions: emit({ type: 'removed' as const }) },
        onError: {
          target: 'editing',
          actions: assign({
            failure: ({ event }) => ({ ...studioCallError(event.error), kind: 'remove' as const }),
          }),
        },
      },
    },
    removed: { type: 'final' },
  },
})
