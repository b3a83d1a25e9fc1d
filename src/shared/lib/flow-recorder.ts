/*
 * The flow recorder (issue 11): every actor the app creates is given `inspect: flowRecorder.inspect`,
 * so XState reports to it each event a machine actor received and the state it moved to. The steps
 * are kept in a ring buffer (the last TRACE_MAX_STEPS, none older than TRACE_MAX_AGE_MS) until the
 * user sends them to support (src/features/support/send-flow.ts).
 *
 * Nothing secret is recorded. An event keeps its type and only the payload its allow-list names;
 * a value kept that way, and the machine's context, still go through `redact`, which blanks keys
 * named like secrets (password, PIN, OTP, token, card, IBAN, fiscal code) and strings that look like
 * one (a card number, an IBAN, an Italian fiscal code, a long token). Redacted strings become
 * REDACTED, which is not empty, so a replay still passes the guards that only ask for a value.
 */
import type { InspectionEvent } from 'xstate'
import type { TraceStep } from '../../../contracts/support/traces'
import { TRACE_MAX_AGE_MS, TRACE_MAX_STEPS } from '../../../contracts/support/trace-limits'
import { transitionKey } from '../../../machines/core/coverage-keys'

export const REDACTED = '[redacted]'

type Payload = Record<string, unknown>

/** Per event type, the payload worth keeping (anything not returned here is dropped). */
const EVENT_PAYLOAD: Record<string, (event: Payload) => Payload> = {
  // the e-mail helps support; the password field is blanked but kept, so the form stays valid
  'prompt.change': ({ field, value }) => ({ field, value: field === 'email' ? value : REDACTED }),
  'prompt.blur': ({ field }) => ({ field }),
  'prompt.request': ({ isLoggedIn }) => ({ isLoggedIn }),
  'dialog.close': ({ result }) => ({ result }),
  'dialog.configure': ({ persistent, disabled, loading }) => ({ persistent, disabled, loading }),
  'session.navigate': ({ path }) => ({ path }),
  // who, not what: the id and roles that guards and areas react to
  'session.userChanged': ({ user }) => ({ user: userRef(user) }),
  'session.userUpdated': ({ user }) => ({ user: userRef(user) }),
  'sidebar.user': ({ roles }) => ({ roles }),
  'purchase.goToStep': ({ step }) => ({ step }),
  'purchase.selectMethod': ({ method }) => ({ method }),
  'purchase.paymentFailed': ({ orderId, reason }) => ({ orderId, reason }),
  'purchase.paymentSucceeded': ({ orderId }) => ({ orderId }),
  'reset.submitPin': () => ({ pin: REDACTED }),
  'reset.submitPassword': () => ({ password: REDACTED, password_confirmation: REDACTED }),
  'reset.submitEmail': ({ email }) => ({ email }),
  // which page of a course the studio's trainer opened (the URL's step)
  'page.open': ({ page }) => ({ page }),
  // the settings' forms (machines/account-settings, billing-details, payout-account, support-ticket):
  // the messages by field and which field was edited, whether the flow goes with a ticket; never the values
  'form.invalid': ({ errors }) => ({ errors }),
  'form.edit': ({ field }) => ({ field }),
  'ticket.invalid': ({ errors }) => ({ errors }),
  'ticket.edit': ({ field }) => ({ field }),
  'ticket.submit': ({ attachFlow }) => ({ attachFlow }),
  'ticket.progress': ({ fraction }) => ({ fraction }),
  // a list's filters as the URL gave them (machines/list-query: the catalogue, job list, directories)
  'list.sync': ({ query }) => ({ query: redact(query) }),
  // the stars chosen for a review (machines/course-review); never its text
  'review.rating': ({ rating }) => ({ rating }),
}

function userRef(user: unknown): Payload | null {
  if (typeof user !== 'object' || user === null) return null
  const { id, roles } = user as Payload
  return { id, roles }
}

const SECRET_KEY =
  /pass(word)?|pwd|^pin$|pin_?code|otp|one_?time|token|secret|card|cvc|cvv|pan$|iban|fiscal|codice_?fiscale|^cf$|tax_?code|authorization|cookie|^code$/i

const SECRET_VALUE = [
  /\b(?:\d[ -]?){13,19}\b/, // card numbers
  /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/, // IBAN
  /\b[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z]\b/i, // Italian fiscal code
  /\b[A-Za-z0-9_-]{32,}\b/, // bearer tokens, API keys, JWT parts
  /^\d{4,8}$/, // PINs and one-time codes typed alone
]

const MAX_DEPTH = 5
const MAX_ITEMS = 30
const MAX_STRING = 300

/** A JSON copy with secrets blanked, bounded in depth and size; actors and functions are dropped. */
export function redact(value: unknown, depth = 0): unknown {
  if (value === null || typeof value === 'boolean' || typeof value === 'number') return value
  if (typeof value === 'string') {
    if (SECRET_VALUE.some((pattern) => pattern.test(value))) return REDACTED
    return value.length > MAX_STRING ? `${value.slice(0, MAX_STRING)}…` : value
  }
  if (typeof value !== 'object' || depth >= MAX_DEPTH) return undefined
  if (typeof (value as { send?: unknown }).send === 'function') return undefined // an actor ref
  if (Array.isArray(value)) return value.slice(0, MAX_ITEMS).map((item) => redact(item, depth + 1))
  const copy: Payload = {}
  const record = value as Payload
  // a form's change as data ({ field: 'password', value }): the value is as secret as its field
  const namedField = [record.field, record.name].find((name) => typeof name === 'string')
  const secretValue = typeof namedField === 'string' && SECRET_KEY.test(namedField)
  for (const [key, item] of Object.entries(record).slice(0, MAX_ITEMS)) {
    if (SECRET_KEY.test(key) || (secretValue && key === 'value')) {
      // an empty field stays visibly empty: support can tell "not typed" from "typed"
      copy[key] = item === '' || item === null || item === undefined ? item : REDACTED
      continue
    }
    const redacted = redact(item, depth + 1)
    if (redacted !== undefined) copy[key] = redacted
  }
  return copy
}

/** The event as recorded: its type, what its allow-list keeps, redacted again. */
export function redactEvent(event: { type: string } & Payload): TraceStep['event'] {
  const { type } = event
  const failed = /^xstate\.error\.actor\./.test(type)
  const keep = EVENT_PAYLOAD[type]
  const payload: Payload = keep
    ? keep(event)
    : failed && typeof event.error === 'object' && event.error !== null
      ? { error: pick(event.error as Payload, ['status', 'retryAfter']) }
      : {}
  const cleaned = redact(payload) as Payload
  for (const key of Object.keys(cleaned)) if (cleaned[key] === undefined) delete cleaned[key]
  return { type, ...cleaned }
}

function pick(source: Payload, keys: string[]): Payload {
  return Object.fromEntries(
    keys.filter((key) => typeof source[key] === 'number').map((key) => [key, source[key]]),
  )
}

export interface FlowRecorderOptions {
  maxSteps?: number
  maxAgeMs?: number
  now?: () => number
}

interface MachineSnapshotLike {
  machine: { id: string }
  value: unknown
  context: unknown
}

const isMachineSnapshot = (snapshot: unknown): snapshot is MachineSnapshotLike =>
  typeof snapshot === 'object' &&
  snapshot !== null &&
  'machine' in snapshot &&
  'value' in snapshot &&
  typeof (snapshot as { machine?: { id?: unknown } }).machine?.id === 'string'

export interface FlowRecorder {
  /** Pass as `createActor(machine, { inspect: flowRecorder.inspect })`; children inherit it. */
  inspect: (event: InspectionEvent) => void
  /** The recorded steps, oldest first. */
  steps: () => TraceStep[]
  clear: () => void
  /** Also hands every inspection event to `listener` (Stately's inspector in development). */
  forward: (listener: (event: InspectionEvent) => void) => () => void
}

export function createFlowRecorder(options: FlowRecorderOptions = {}): FlowRecorder {
  const maxSteps = options.maxSteps ?? TRACE_MAX_STEPS
  const maxAge = options.maxAgeMs ?? TRACE_MAX_AGE_MS
  const now = options.now ?? Date.now
  const buffer: TraceStep[] = []
  // transitions of the macrostep in progress, per actor, until its snapshot arrives
  const taken = new Map<string, string[]>()
  const listeners = new Set<(event: InspectionEvent) => void>()
  // XState replaces a context only when an action assigns to it, so most snapshots carry the same
  // object as the one before: redact each context once, not once per event, on this hot path
  const redactedContexts = new WeakMap<object, unknown>()
  const redactContext = (context: unknown) => {
    if (typeof context !== 'object' || context === null) return redact(context)
    if (!redactedContexts.has(context)) redactedContexts.set(context, redact(context))
    return redactedContexts.get(context)
  }

  const trim = () => {
    const oldest = now() - maxAge
    let start = Math.max(0, buffer.length - maxSteps)
    while (start < buffer.length && buffer[start].at < oldest) start++
    if (start > 0) buffer.splice(0, start) // in place: once full, every event drops one
  }

  const inspect = (event: InspectionEvent) => {
    for (const listener of listeners) listener(event)
    const actor = event.actorRef.sessionId
    if (event.type === '@xstate.microstep') {
      const keys = event._transitions.flatMap((transition) => transitionKey(transition)?.key ?? [])
      const pending = taken.get(actor)
      if (pending) pending.push(...keys)
      else taken.set(actor, keys)
      return
    }
    if (event.type !== '@xstate.snapshot' || !isMachineSnapshot(event.snapshot)) return
    const transitions = taken.get(actor) ?? []
    taken.delete(actor)
    buffer.push({
      at: now(),
      actor,
      machine: event.snapshot.machine.id,
      event: redactEvent(event.event as { type: string } & Payload),
      value: event.snapshot.value,
      context: redactContext(event.snapshot.context),
      ...(transitions.length ? { transitions } : {}),
    })
    trim()
  }

  return {
    inspect,
    steps: () => {
      trim()
      return [...buffer]
    },
    clear: () => {
      buffer.length = 0
      taken.clear()
    },
    forward: (listener) => {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

/** The app's one recorder: every createActor/useActorRef of the app passes its `inspect`. */
export const flowRecorder = createFlowRecorder()
