import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { splitLocale } from '../../contracts/core/routes'
import { activateLocale } from '../shared/i18n'
import { setRenderMode, SSR_ATTRIBUTE } from '../shared/lib/hydration'
import { App } from './app'
import { preloadRouteModules } from './router'
import { readServerStatus } from './server-status'
import { wireSession } from './session-wiring'
import './styles.css'

wireSession()
readServerStatus()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

const app = (
  <StrictMode>
    <App />
  </StrictMode>
)

const { locale } = splitLocale(window.location.pathname)
if (root.hasAttribute(SSR_ATTRIBUTE)) {
  // The server drew the page with React (src/app/ssr.tsx): take its markup over instead of drawing
  // it again, once the catalog and the route's page and layout are in (a lazy page would keep the
  // server's markup a moment longer, not break it: see src/shared/lib/hydration.ts).
  void Promise.all([activateLocale(locale), preloadRouteModules(window.location.pathname)]).then(() => {
    setRenderMode('hydrating')
    hydrateRoot(root, app)
  })
} else {
  // Render only once the URL's catalog is in, so the first paint is already in the right language.
  void activateLocale(locale).then(() => createRoot(root).render(app))
}
