/**
 * Locale-aware links on top of the route table (./route-table): the current URL decides the locale
 * and whether Italian is written with an explicit /it prefix, and every link built here keeps that style.
 */
import type { AnchorHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { useLocation, useSearch } from 'wouter'
import { DEFAULT_LOCALE, type Locale } from '../../../contracts/core/constants'
import { splitLocale, type RouteDef } from '../../../contracts/core/routes'
import { matchRoute, routeUrl } from './route-table'

export interface CurrentRoute {
  locale: Locale
  /** The URL carries an explicit locale prefix (/it or /en). */
  explicit: boolean
  /** The path without the locale prefix. */
  path: string
  match: { route: RouteDef; params: Record<string, string> } | null
}

export function useCurrentRoute(): CurrentRoute {
  const [location] = useLocation()
  const { locale, explicit, path } = splitLocale(location)
  return { locale, explicit, path, match: matchRoute(path) }
}

export type RouteUrlBuilder = (name: string, params?: Record<string, string | number>) => string

export function useRouteUrl(): RouteUrlBuilder {
  const { locale, explicit } = useCurrentRoute()
  return (name, params) => routeUrl(name, params, locale, explicit && locale === DEFAULT_LOCALE)
}

/** The same page in another language: '/courses' -> '/en/courses', '/en/courses?page=2' -> '/courses?page=2'. */
export function localeSwitchUrl(path: string, search: string, target: Locale): string {
  const base = target === DEFAULT_LOCALE ? path : path === '/' ? `/${target}` : `/${target}${path}`
  return search ? `${base}?${search.replace(/^\?/, '')}` : base
}

export function useLocaleSwitchUrl(): (target: Locale) => string {
  const { path } = useCurrentRoute()
  const search = useSearch()
  return (target) => localeSwitchUrl(path, search, target)
}

/** Client-side navigation for same-origin links, falling back to a normal page load otherwise. */
export function useNavigate(): (to: string, options?: { replace?: boolean }) => void {
  const [, navigate] = useLocation()
  return navigate
}

function isPlainLeftClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey
}

export type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  replace?: boolean
  children?: ReactNode
}

/**
 * A real <a href> (works with a middle click, a new tab, no JS) that navigates in place on a
 * plain click. Unlike wouter's Link it takes the full URL including the locale prefix.
 */
export function AppLink({ href, replace, onClick, target, ...rest }: AppLinkProps) {
  const navigate = useNavigate()
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (event.defaultPrevented || !isPlainLeftClick(event) || (target && target !== '_self')) return
    if (!href.startsWith('/') || href.startsWith('//')) return
    event.preventDefault()
    navigate(href, { replace })
  }
  return <a href={href} target={target} onClick={handleClick} {...rest} />
}

export type RouteLinkProps = Omit<AppLinkProps, 'href'> & {
  name: string
  params?: Record<string, string | number>
  /** Extra query string, e.g. { page: 2 }; empty values are left out. */
  query?: Record<string, string | number | undefined | null>
}

export function withQuery(url: string, query?: RouteLinkProps['query']): string {
  if (!query) return url
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const text = search.toString()
  return text ? `${url}?${text}` : url
}

/** A link to a named route in the current locale: `<RouteLink name="course-slug" params={{ slug }}>`. */
export function RouteLink({ name, params, query, ...rest }: RouteLinkProps) {
  const url = useRouteUrl()
  return <AppLink href={withQuery(url(name, params), query)} {...rest} />
}

/** What the router hands every page. */
export interface PageProps {
  route: RouteDef
  params: Record<string, string>
  /** The route's localized title (from its area's manifest). */
  title: string
}

/** The current query string as URLSearchParams (wouter keeps it in sync with navigation). */
export function useQueryParams(): URLSearchParams {
  return new URLSearchParams(useSearch())
}

/** A positive page number from the query string; anything else is page 1. */
export function usePageNumber(key = 'page'): number {
  const value = Number(useQueryParams().get(key))
  return Number.isInteger(value) && value > 0 ? value : 1
}
