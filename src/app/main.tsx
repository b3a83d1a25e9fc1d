import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { splitLocale } from '../../contracts/core/routes'
import { activateLocale } from '../shared/i18n'
import { App } from './app'
import { readServerStatus } from './server-status'
import { wireSession } from './session-wiring'
import './styles.css'

wireSession()
readServerStatus()

const root = document.getElementById('root')
if (!root) throw new Error('index.html has no #root element')

// Render only once the URL's catalog is in, so the first paint is already in the right language.
void activateLocale(splitLocale(window.location.pathname).locale).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
})
