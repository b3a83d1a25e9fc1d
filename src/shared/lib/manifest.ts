/**
 * What an area tells the app about itself, in src/features/<area>/manifest.ts: for each of its
 * routes (contracts/<area>/routes.ts) the title and the lazily loaded page, its entries in the
 * dashboard's side menu, and how it reacts to the session's announcements. src/app collects every
 * manifest with import.meta.glob, so adding an area edits no central list.
 *
 * Manifests are in the entry chunk: keep them data. Pages load lazily (`lazyPage`), and anything an
 * area does on a session announcement must stay small (a store update), never a heavy import.
 */
import type { MessageDescriptor } from '@lingui/core'
import { lazy, type ComponentType, type LazyExoticComponent } from 'react'
import type { AreaRoutes } from '../../../contracts/core/routes'
import type { SessionEmitted } from '../../../machines/session'
import type { SidebarType } from '../../../machines/sidebar'
import type { IconName } from '../ui/icon'
import type { PageProps } from './routing'

export type PageComponent = ComponentType<PageProps> | LazyExoticComponent<ComponentType<PageProps>>

export interface RoutePage {
  /** The page heading and the document title (a Lingui `msg`, Italian source). */
  title: MessageDescriptor
  /** The page; a route without one shows the placeholder with its title until its issue lands. */
  page?: PageComponent
}

export interface SidebarEntry<N extends string = string> {
  route: N
  icon: IconName
  /** The menus (sidebar types) that show it: the user's first role, admin as student (SPEC.md §4). */
  roles: readonly SidebarType[]
  /** Only for admins (in the menu they get, the student's). */
  admin?: boolean
  /** Position in the menu, lowest first. */
  order: number
  /** The link's text; the route's title when not given. */
  label?: MessageDescriptor
  /** A count beside the link (unread messages), loaded on first need: `lazyPart(...)`. */
  badge?: ChromePart
}

/** Reactions to the session's announcements (machines/session), e.g. clearing the area's state on logout. */
export type SessionListeners = {
  [K in SessionEmitted['type']]?: (event: Extract<SessionEmitted, { type: K }>) => void
}

/** A lazily loaded piece of the app's frame. */
export type ChromePart = LazyExoticComponent<ComponentType>

/**
 * What an area adds to the frame around every page while a user is logged in: a control in the
 * header (the notifications bell) or something above every page (its toasts). Loaded on first need.
 */
export interface AreaChrome {
  header?: ChromePart
  overlay?: ChromePart
}

export interface AreaManifest<N extends string = string> {
  area: string
  pages: Readonly<Record<N, RoutePage>>
  sidebar: readonly SidebarEntry<N>[]
  session: SessionListeners
  chrome: AreaChrome
}

/**
 * The manifest of an area: a title (and, once built, a page) for every one of its routes — a
 * missing or foreign route name does not compile.
 */
export function defineManifest<N extends string>(
  routes: AreaRoutes<N>,
  parts: {
    pages: Record<N, RoutePage>
    sidebar?: readonly SidebarEntry<NoInfer<N>>[]
    session?: SessionListeners
    chrome?: AreaChrome
  },
): AreaManifest<N> {
  return {
    area: routes.area,
    pages: parts.pages,
    sidebar: parts.sidebar ?? [],
    session: parts.session ?? {},
    chrome: parts.chrome ?? {},
  }
}

/** A piece of the frame loaded on first render: `lazyPart(() => import('./components/bell'), 'Bell')`. */
export function lazyPart<K extends string, M extends { [P in K]: ComponentType }>(
  load: () => Promise<M>,
  name: K,
): ChromePart {
  return lazy(() => load().then((module) => ({ default: module[name] })))
}

/**
 * A page loaded on first visit, as its own chunk: `lazyPage(() => import('./pages/x-page'), 'XPage')`.
 * The loader stays on the component (`load`) so the build can tell which module a route's page is
 * (src/app/page-texts.ts) and the server can preload its chunk with the HTML. The page's texts come
 * with it: the build makes the import wait for the page's part of the catalog (scripts/catalog-parts.ts).
 */
export function lazyPage<K extends string, M extends { [P in K]: ComponentType<PageProps> }>(
  load: () => Promise<M>,
  name: K,
): LazyPage<M> {
  return Object.assign(
    lazy(() => load().then((module) => ({ default: module[name] }))),
    { load },
  )
}

export type LazyPage<M = unknown> = LazyExoticComponent<ComponentType<PageProps>> & {
  load: () => Promise<M>
}
