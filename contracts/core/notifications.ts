/**
 * The notifications an area sends, declared by that area (issue 33): each `contracts/<area>/notifications.ts`
 * default-exports `defineNotifications(area, { … })`, one entry per type with
 * - `type`: the slug_type stored with the notification (SPEC.md §3);
 * - `data`: the valibot schema of its payload; the server's `app.notifications.send` refuses a payload
 *   that does not match it (a programming error, caught by the sender's tests);
 * - `link`: where it leads (issue 35), a route of the app read from the stored data, or null when it
 *   leads nowhere. A link reads the data as stored, so it checks what it uses: a row written before
 *   a field existed leads where it can, or nowhere.
 * Nobody lists the areas: the SPA collects the files with `import.meta.glob`
 * (src/features/notifications/notification-text.ts), the server by listing contracts/
 * (server/features/notifications/declarations.ts); both hand the modules to
 * `notificationsFromModules`. The texts are the SPA's: src/features/<area>/notification-texts.ts.
 */
import * as v from 'valibot'

/** A notification's payload as the schema sees it: an object of named fields. */
export type NotificationDataSchema = v.GenericSchema<Record<string, unknown>, Record<string, unknown>>

/** A route of the app (contracts/<area>/routes.ts), its parameters and maybe an anchor on the page. */
export interface NotificationDestination {
  /** Route name without locale suffix. */
  route: string
  params?: Record<string, string>
  hash?: string
}

/** Stored data, as a link reads it: whatever the row holds. */
export type StoredData = Readonly<Record<string, unknown>>

export type NotificationLink = ((data: StoredData) => NotificationDestination | null) | null

export interface NotificationSpec<
  T extends string = string,
  S extends NotificationDataSchema = NotificationDataSchema,
> {
  type: T
  data: S
  link: NotificationLink
}

export interface NotificationDeclaration<
  T extends string = string,
  S extends NotificationDataSchema = NotificationDataSchema,
> extends NotificationSpec<T, S> {
  /** The area that declares (and sends) it. */
  area: string
  /** The declaration's key in its area ('jobApplicationReceived'). */
  key: string
}

export type AreaNotifications<D extends Record<string, NotificationSpec> = Record<string, NotificationSpec>> =
  {
    readonly [K in keyof D]: NotificationDeclaration<D[K]['type'], D[K]['data']>
  }

const AREA = Symbol.for('aula.notifications.area')

/** An area's notifications, keyed by a name its senders use (`JOBS_NOTIFICATIONS.jobInvitation`). */
export function defineNotifications<const D extends Record<string, NotificationSpec>>(
  area: string,
  specs: D,
): AreaNotifications<D> {
  const declared = Object.fromEntries(
    Object.entries(specs).map(([key, spec]) => [key, Object.freeze({ ...spec, area, key })]),
  )
  Object.defineProperty(declared, AREA, { value: area })
  return Object.freeze(declared) as AreaNotifications<D>
}

/** The area a value returned by defineNotifications belongs to; undefined for anything else. */
export function notificationsArea(value: unknown): string | undefined {
  return typeof value === 'object' && value !== null
    ? ((value as Record<symbol, unknown>)[AREA] as string | undefined)
    : undefined
}

// ---------------------------------------------------------------------------------------------
// Links: the shapes the areas' destinations take

/** A positive whole number from the data, as a route parameter. */
export const idParam = (value: unknown): string | undefined =>
  Number.isInteger(value) && (value as number) > 0 ? String(value) : undefined

/** A profile address from the data, as a route parameter (nothing that could leave the path). */
export const slugParam = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[\w-]{1,120}$/.test(value) ? value : undefined

/** Always the same page. */
export const linkTo =
  (route: string, extra: Omit<NotificationDestination, 'route'> = {}) =>
  (): NotificationDestination => ({ route, ...extra })

/** A page of one thing, its id read from the data's `key`; nowhere without it. */
export const linkWithId =
  (route: string, key: string, param = 'id') =>
  (data: StoredData): NotificationDestination | null => {
    const value = idParam(data[key])
    return value === undefined ? null : { route, params: { [param]: value } }
  }

/** The profile of the person the data names (`slug`); nowhere without it. */
export const linkToPerson = (data: StoredData): NotificationDestination | null => {
  const slug = slugParam(data.slug)
  return slug === undefined ? null : { route: 'id', params: { id: slug } }
}

// ---------------------------------------------------------------------------------------------
// The collection

export interface NotificationRegistry {
  /** Every declaration, areas in name order, each area's in the order it declares them. */
  readonly declarations: readonly NotificationDeclaration[]
  /** The declaration of a slug_type; undefined for a type no area declares (an old row). */
  byType(type: string): NotificationDeclaration | undefined
  /** Where a notification leads; null for an undeclared type, a type leading nowhere or data without its subject. */
  destination(notification: { slug_type: string; data?: StoredData | null }): NotificationDestination | null
}

/** 'contracts/jobs/notifications.ts', '/abs/contracts/jobs/notifications.ts' -> 'jobs'. */
function folderOf(source: string): string | undefined {
  return /([^/\\]+)[/\\]notifications\.[cm]?[jt]s$/.exec(source)?.[1]
}

/** Declarations from a list of areas' sets (tests build one by hand). */
export function createNotificationRegistry(areas: readonly AreaNotifications[]): NotificationRegistry {
  const declarations = areas
    .flatMap((area) => Object.values(area))
    .sort((a, b) => (a.area < b.area ? -1 : a.area > b.area ? 1 : 0))
  const types = new Map<string, NotificationDeclaration>()
  for (const declaration of declarations) {
    const taken = types.get(declaration.type)
    if (taken)
      throw new Error(
        `notification type '${declaration.type}' is declared twice: ${taken.area}.${taken.key} and ${declaration.area}.${declaration.key}`,
      )
    types.set(declaration.type, declaration)
  }
  return {
    declarations,
    byType: (type) => types.get(type),
    destination: ({ slug_type, data }) => types.get(slug_type)?.link?.(data ?? {}) ?? null,
  }
}

/**
 * The registry from the modules of contracts/<area>/notifications.ts, keyed by their path: an
 * `import.meta.glob` result as it is, or what a loader imported from a folder listing. Each module
 * must default-export `defineNotifications` with the area named like its folder; contracts/core's
 * own file (this one) is skipped.
 */
export function notificationsFromModules(modules: Record<string, unknown>): NotificationRegistry {
  // this file matches the areas' glob too (contracts/<folder>/notifications.ts), but core is not an area
  const areaModules = Object.entries(modules).filter(([source]) => folderOf(source) !== 'core')
  const areas = areaModules.map(([source, module]) => {
    const declared = (module as { default?: unknown } | null)?.default
    const area = notificationsArea(declared)
    if (area === undefined) throw new Error(`${source} must export default defineNotifications(area, { … })`)
    const folder = folderOf(source)
    if (folder !== undefined && folder !== area)
      throw new Error(`${source} declares the area '${area}': name it after its folder '${folder}'`)
    return declared as AreaNotifications
  })
  return createNotificationRegistry(areas)
}

/** Why a payload does not match its declaration, in a sentence for the developer; null when it does. */
export function notificationDataIssue(declaration: NotificationDeclaration, data: unknown): string | null {
  const result = v.safeParse(declaration.data, data)
  if (result.success) return null
  return result.issues.map((issue) => `${v.getDotPath(issue) ?? '(data)'}: ${issue.message}`).join('; ')
}
