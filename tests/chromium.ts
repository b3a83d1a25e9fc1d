import { existsSync } from 'node:fs'

/**
 * Debian's Chromium, as the end-to-end tests and the bench launch it: Playwright cannot download its
 * own browser here, and without the background-networking flags Chromium keeps dialling hosts the
 * closed network refuses.
 *
 * Its headless shell (Debian's `chromium-headless-shell`, the same build without the windowed
 * browser, which Playwright itself prefers for headless runs) when it is installed: the full
 * browser's new headless mode composites every frame through a GPU process. CPU per process over a
 * whole `CI=1 npm run test:e2e`, with the full browser and traces kept for failures: GPU process
 * 1 126 s, renderers 1 092 s, browser 821 s, the Aula server 146 s, in 33.6 min; with the shell and
 * traces for retries only (playwright.config.ts): 114 s, 399 s, 129 s, 87 s, in 10.4 min.
 * `CHROMIUM_PATH` picks another binary.
 */
const headlessShell = '/usr/bin/chromium-headless-shell'

export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : '/usr/bin/chromium'),
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
}
