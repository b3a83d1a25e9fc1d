import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { splitLocale } from '../../contracts/core/routes'
import { activateLocale } from '../shared/i18n'
import { SSR_ATTRIBUTE } from '../shared/lib/hydration'
import { App } from './app'
import { preloadRouteModules } from './router'
import { readServerStatus } from './server-status'
import { wireSession } from './session-wiring'
import './styles.css'

wireSession()
readServerStatus()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const drawn = root.hasAttribute(SSR_ATTRIBUTE)
const app = (
  <StrictMode>
    <App drawn={drawn} />
  </StrictMode>
)

const { locale } = splitLocale(window.location.pathname)
if (drawn) {
  // The server drew the page with React (src/app/ssr.tsx): take its markup over instead of drawing
  // it again, once the catalog and the route's page and layout are in. React takes the part outside
  // any Suspense boundary in one task and each boundary (the layout, the page, its data sections)
  // in short slices after it; what the visitor presses or types meanwhile is kept for it (the page's
  // first script, after-paint.ts, keeps it from the first paint and loads this one).
  void Promise.all([activateLocale(locale), preloadRouteModules(window.location.pathname)]).then(() =>
    hydrateRoot(root, app),
  )
} else {
  // Render only once the URL's catalog is in, so the first paint is already in the right language.
  void activateLocale(locale).then(() => createRoot(root).render(app))
}
