/**
 * The NOTIFICATIONS area's calls (SPEC.md §3, §7, §9; DESIGN.md §5–§6): the public runtime
 * configuration the SPA configures pusher-js from, the channel authorisation pusher-js asks for,
 * the user's notifications, and the development call that sends one.
 */
import * as v from 'valibot'
import { data, endpoint, paginated, schemaOf } from '../core/endpoint'
import { apiMessage, createInputSchemas, inputRules, translateInputEn } from '../core/input'
import { perLocale } from '../core/validation/translate'
import { Notification, SLUG_TYPE_MAX_LENGTH, UnreadCount } from './schemas'

const tag = 'notifications'

/** The list's query: a page, and `before` (an id) to read on from the last one shown, so a
 * notification that arrives meanwhile never shifts what the next page holds. */
const notificationListSchemas = perLocale((t) => {
  const { PageQuery } = createInputSchemas(t)
  const { positiveInteger } = inputRules(t)
  return {
    NotificationListQuery: v.object({ ...PageQuery.entries, before: v.optional(positiveInteger('before')) }),
  }
}, translateInputEn)

/** Pusher's limits: channel names of at most 200 characters, socket ids like "123.456". */
const CHANNEL_NAME_MAX_LENGTH = 200
const SOCKET_ID_MAX_LENGTH = 64
const URL_MAX_LENGTH = 2048
const EMAIL_MAX_LENGTH = 254
/** A notification's data is a few fields for its text; 4 KB of JSON leaves room and stays far below Pusher's 10 KB. */
export const NOTIFICATION_DATA_MAX_BYTES = 4096

export const notificationsApiMessages = {
  channelName: {
    it: 'Il nome del canale è obbligatorio (al massimo 200 caratteri).',
    en: 'The channel name is required (at most 200 characters).',
  },
  socketId: {
    it: "L'id del socket è obbligatorio e ha la forma 123.456.",
    en: 'The socket id is required and looks like 123.456.',
  },
  url: { it: "L'url ha al massimo 2048 caratteri.", en: 'The url has at most 2048 characters.' },
  idParam: {
    it: "L'id deve essere un numero intero positivo.",
    en: 'The id must be a positive whole number.',
  },
  email: {
    it: 'Inserisci un indirizzo e-mail valido (al massimo 254 caratteri).',
    en: 'Enter a valid e-mail address (at most 254 characters).',
  },
  slugType: {
    it: 'Lo slug_type è obbligatorio: lettere minuscole, cifre e trattini bassi, al massimo 64 caratteri.',
    en: 'The slug_type is required: lower-case letters, digits and underscores, at most 64 characters.',
  },
  data: {
    it: 'I dati devono essere un oggetto JSON di al massimo 4096 byte.',
    en: 'The data must be a JSON object of at most 4096 bytes.',
  },
  // POST /api/dev/notify sends only what an area declares (contracts/<area>/notifications.ts)
  undeclaredType: {
    it: 'Nessuna area dichiara questo slug_type.',
    en: 'No area declares this slug_type.',
  },
  undeclaredData: {
    it: 'I dati non sono quelli che questo slug_type dichiara ({issue}).',
    en: 'The data is not what this slug_type declares ({issue}).',
  },
} as const
const m = notificationsApiMessages

const optionalText = (max: number, message: Record<'it' | 'en', string>) =>
  v.optional(v.pipe(v.string(apiMessage(message)), v.maxLength(max, apiMessage(message))))

/** GET /api/config: what the SPA needs before it can open the realtime connection (SPEC.md §9). */
export const RealtimeConfig = v.object({
  key: v.string(),
  cluster: v.string(),
  /** Null for Pusher Channels itself (pusher-js derives the host from the cluster). */
  wsHost: v.nullable(v.string()),
  wsPort: v.nullable(v.number()),
  forceTLS: v.boolean(),
  authEndpoint: v.string(),
})
export type RealtimeConfig = v.InferOutput<typeof RealtimeConfig>

/**
 * Who takes payments, for the checkout's new-card form: Stripe (Elements with this publishable
 * key), the sandbox (its tokenisation endpoint), or nobody (buying answers 501).
 */
export const PaymentsConfig = v.object({
  provider: v.nullable(v.picklist(['stripe', 'sandbox'])),
  stripe_publishable_key: v.nullable(v.string()),
})
export type PaymentsConfig = v.InferOutput<typeof PaymentsConfig>

export const RuntimeConfig = v.object({ realtime: RealtimeConfig, payments: PaymentsConfig })
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfig>

export const getRuntimeConfig = endpoint({
  method: 'GET',
  path: '/api/config',
  auth: 'public',
  tag,
  summary:
    'Public runtime configuration: where and how the SPA opens its realtime connection, and who takes payments',
  response: data(RuntimeConfig),
})

/**
 * POST /api/broadcasting/auth. The product's authoriser sends `channelName`, `socketId`, `url`
 * (SPEC.md §7); pusher-js's default one sends `socket_id` and `channel_name` as a form. Either way
 * the route sees `{ socketId, channelName }`.
 */
export const ChannelAuthBody = v.pipe(
  v.object({
    channelName: optionalText(CHANNEL_NAME_MAX_LENGTH, m.channelName),
    socketId: optionalText(SOCKET_ID_MAX_LENGTH, m.socketId),
    url: optionalText(URL_MAX_LENGTH, m.url),
    channel_name: optionalText(CHANNEL_NAME_MAX_LENGTH, m.channelName),
    socket_id: optionalText(SOCKET_ID_MAX_LENGTH, m.socketId),
  }),
  v.transform((body) => ({
    channelName: body.channelName ?? body.channel_name ?? '',
    socketId: body.socketId ?? body.socket_id ?? '',
  })),
  v.forward(
    v.check((body) => body.channelName.length > 0, apiMessage(m.channelName)),
    ['channelName'],
  ),
  v.forward(
    v.check((body) => /^\d+\.\d+$/.test(body.socketId), apiMessage(m.socketId)),
    ['socketId'],
  ),
)
export type ChannelAuthBody = v.InferOutput<typeof ChannelAuthBody>

/** Exactly what pusher-js expects back (and what Pusher's own SDK's authorizeChannel returns). */
export const ChannelAuthorization = v.object({ auth: v.string(), channel_data: v.optional(v.string()) })

export const authorizeChannel = endpoint({
  method: 'POST',
  path: '/api/broadcasting/auth',
  auth: 'user',
  tag,
  summary:
    'Signs a realtime subscription to a channel the caller may use: their own notifications, or a presence channel open to them (a course they follow)',
  body: ChannelAuthBody,
  response: ChannelAuthorization,
})

export const NotificationIdParams = v.object({
  id: v.pipe(
    v.string(apiMessage(m.idParam)),
    v.regex(/^\d{1,9}$/, apiMessage(m.idParam)),
    v.transform(Number),
  ),
})

export const listNotifications = endpoint({
  method: 'GET',
  path: '/api/notifications',
  auth: 'user',
  tag,
  summary: 'The caller’s notifications, newest first (before an id, to read on from the last one shown)',
  query: schemaOf(notificationListSchemas, 'NotificationListQuery'),
  response: paginated(Notification),
})

export const countUnreadNotifications = endpoint({
  method: 'GET',
  path: '/api/notifications/unread',
  auth: 'user',
  tag,
  summary: 'How many of the caller’s notifications are unread',
  response: data(UnreadCount),
})

export const markNotificationRead = endpoint({
  method: 'PUT',
  path: '/api/notifications/:id/read',
  auth: 'owner',
  tag,
  summary: 'Marks one of the caller’s notifications as read',
  params: NotificationIdParams,
  response: data(Notification),
  errors: [404],
})

export const markAllNotificationsRead = endpoint({
  method: 'PUT',
  path: '/api/notifications/read-all',
  auth: 'user',
  tag,
  summary: 'Marks every notification of the caller as read',
  response: data(UnreadCount),
})

export const DevNotifyBody = v.object({
  email: v.pipe(
    v.string(apiMessage(m.email)),
    v.trim(),
    v.maxLength(EMAIL_MAX_LENGTH, apiMessage(m.email)),
    v.email(apiMessage(m.email)),
  ),
  slug_type: v.pipe(
    v.string(apiMessage(m.slugType)),
    v.regex(new RegExp(`^[a-z0-9_]{1,${SLUG_TYPE_MAX_LENGTH}}$`), apiMessage(m.slugType)),
  ),
  data: v.optional(
    v.pipe(
      v.record(v.string(), v.unknown(), apiMessage(m.data)),
      v.check(
        (value) => new TextEncoder().encode(JSON.stringify(value)).length <= NOTIFICATION_DATA_MAX_BYTES,
        apiMessage(m.data),
      ),
    ),
    {},
  ),
})

export const devNotify = endpoint({
  method: 'POST',
  path: '/api/dev/notify',
  auth: 'public',
  tag,
  summary: 'Stores a notification for the user with this e-mail and pushes it (not in production)',
  body: DevNotifyBody,
  response: data(Notification),
  status: 201,
  errors: [404],
})
