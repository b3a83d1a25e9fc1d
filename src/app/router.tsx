/**
 * One route table (every contracts/<area>/routes.ts) for every locale form: the URL's locale prefix is stripped
 * with splitLocale and the rest matched with matchRoute, so '/courses', '/it/courses' and
 * '/en/courses' are the same route. Guards are declared in the table and enforced by the session
 * machine: every URL change is sent to it (session.navigate), and wherever the session has a say
 * (a guarded route, a token cookie, or once it runs) the page waits for its `allow`; a redirect
 * replaces the URL instead. A visitor on an open page never waits for the session's download.
 */
import { useLingui } from '@lingui/react'
import { lazy, Suspense, useLayoutEffect, type ComponentType, type ReactNode } from 'react'
import { useLocation } from 'wouter'
import { SESSION_COOKIE } from '../../contracts/core/constants'
import type { LayoutName, RouteDef } from '../../contracts/core/routes'
import { PublicLayout } from './layouts/public-layout'
import type { LayoutProps } from './layouts/types'
import { Skeleton } from '../shared/ui/skeleton'
import { Spinner } from '../shared/ui/spinner'
import { NotFoundPage } from '../features/public/pages/not-found-page'
import { markInteractive } from '../shared/lib/interactive'
import { getCookie } from '../shared/lib/cookies'
import { useCurrentRoute, useNavigate } from '../shared/lib/routing'
import { appAreas } from './areas'
import { serverNotFoundPath } from './server-status'
import { notFoundTitle } from './texts'
import { lazyPage, type LazyPage } from '../shared/lib/manifest'
import { matchRoute } from '../shared/lib/route-table'
import { splitLocale } from '../../contracts/core/routes'
import { registerSessionRouter, sessionNavigate, useSessionSelector } from '../session/session'
import { HashTarget } from './hash-target'

// Visitors land on public pages: only that layout is in the entry chunk, the others load with their page.
const loadDashboardLayout = () => import('./layouts/dashboard-layout')
const loadDefaultLayout = () => import('./layouts/default-layout')
const loadEmptyLayout = () => import('./layouts/empty-layout')
const DashboardLayout = lazy(() => loadDashboardLayout().then((m) => ({ default: m.DashboardLayout })))
const DefaultLayout = lazy(() => loadDefaultLayout().then((m) => ({ default: m.DefaultLayout })))
const EmptyLayout = lazy(() => loadEmptyLayout().then((m) => ({ default: m.EmptyLayout })))
const layoutLoads: Partial<Record<LayoutName, () => Promise<unknown>>> = {
  dashboard: loadDashboardLayout,
  default: loadDefaultLayout,
  empty: loadEmptyLayout,
}

/**
 * Downloads the page and the layout a URL shows, before the server's markup of it is hydrated
 * (main.tsx): they are what the first render needs, so hydration waits for neither.
 */
export async function preloadRouteModules(pathname: string): Promise<void> {
  const match = matchRoute(splitLocale(pathname).path)
  if (!match) return
  const page = appAreas.pages[match.route.name] as Partial<LazyPage> | undefined
  await Promise.all([page?.load?.(), layoutLoads[match.route.layout]?.()])
}

// Routes not built yet share one small chunk, so no built page carries the placeholder in its entry.
const PlaceholderPage = lazyPage(() => import('./placeholder-page'), 'PlaceholderPage')

const layouts: Record<LayoutName, ComponentType<LayoutProps>> = {
  dashboard: DashboardLayout,
  default: DefaultLayout,
  public: PublicLayout,
  empty: EmptyLayout,
}

function PageFallback() {
  return (
    <div aria-busy="true" className="mx-auto max-w-7xl space-y-4 px-4 py-10 sm:px-6">
      <Skeleton className="h-9 w-64" />
      <Skeleton className="h-5 w-96 max-w-full" />
      <Skeleton className="mt-8 h-64 w-full" />
    </div>
  )
}

/**
 * Wraps the page: it commits together with the page's shell (not before: a lazy page suspends it),
 * and a layout effect runs before any mount effect, so the mark precedes every download a page
 * starts on mount (its data section).
 */
function PageCommitted({ children }: { children: ReactNode }) {
  useLayoutEffect(() => {
    markInteractive()
  }, [])
  return children
}

/** Hands the session the router's location and navigate (guard redirects, logout). */
function SessionRouterBridge() {
  const [location] = useLocation()
  const navigate = useNavigate()
  // a layout effect of an earlier sibling: registered before any gate below asks the session
  useLayoutEffect(() => registerSessionRouter({ path: () => location, navigate }), [location, navigate])
  return null
}

function SessionPending() {
  return (
    <div aria-busy="true" className="flex min-h-screen items-center justify-center text-brand-700">
      <Spinner size={32} />
    </div>
  )
}

/**
 * The public-profile guard lets every visitor through (SPEC.md §6 gives it no logic yet, see
 * machines/guards), so an anonymous visitor on /{id} or /s/{id} need not wait for the session; nor
 * does not-logged-in (the registration pages) send anyone but a logged-in user away, and a visitor
 * without the session cookie is none.
 */
const canRedirectVisitor = (guard: RouteDef['guards'][number]) =>
  guard !== 'public-profile' && guard !== 'not-logged-in'

/**
 * Sends every navigation to the session and, where the session decides (see the file comment),
 * shows only a spinner until it has allowed this very path.
 */
function SessionGate({ route, children }: { route: RouteDef; children: ReactNode }) {
  const [location] = useLocation()
  const active = useSessionSelector((s) => s.active)
  const allowedPath = useSessionSelector((s) => s.allowedPath)
  const decides = active || route.guards.some(canRedirectVisitor) || !!getCookie(SESSION_COOKIE)
  useLayoutEffect(() => {
    if (decides) sessionNavigate(location)
  }, [decides, location])
  if (decides && allowedPath !== location) return <SessionPending />
  return children
}

export function AppRouter() {
  const { i18n } = useLingui()
  const { path, match } = useCurrentRoute()
  const [location] = useLocation()

  // an unknown path, or a known route whose data the server did not find (its 404 at first load)
  if (!match || location === serverNotFoundPath()) {
    return (
      <>
        <SessionRouterBridge />
        <PublicLayout title={i18n._(notFoundTitle)}>
          <PageCommitted>
            <NotFoundPage path={path} />
          </PageCommitted>
        </PublicLayout>
      </>
    )
  }

  const { route, params } = match
  const Layout = layouts[route.layout]
  // title and page come from the route's area manifest; a route not built yet shows the placeholder
  const descriptor = appAreas.titles[route.name]
  const title = descriptor ? i18n._(descriptor) : route.name
  const Page = appAreas.pages[route.name] ?? PlaceholderPage
  // a new key per route and params gives every page fresh state, as a full page load would
  const pageKey = `${route.name}:${JSON.stringify(params)}`

  return (
    <>
      <SessionRouterBridge />
      <HashTarget />
      <SessionGate route={route}>
        <Suspense fallback={<PageFallback />}>
          <Layout title={title}>
            <Suspense fallback={<PageFallback />}>
              <PageCommitted>
                <Page key={pageKey} route={route} params={params} title={title} />
              </PageCommitted>
            </Suspense>
          </Layout>
        </Suspense>
      </SessionGate>
    </>
  )
}
