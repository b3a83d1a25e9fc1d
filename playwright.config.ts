import { defineConfig, devices } from '@playwright/test'
import { chromiumLaunchOptions } from './tests/chromium'

// End-to-end tests drive Debian's Chromium (Playwright cannot download its own browser here)
// against `npm start` on a fresh DATA_DIR, exactly as a new user would run Aula.
const port = Number(process.env.E2E_PORT ?? 3100)
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e'

// An Italian browser, as the product's default user: a bare / follows Accept-Language on a first
// visit (DESIGN.md §5b), and specs that open / expect Italian; English is tested under /en.
const chrome = { ...devices['Desktop Chrome'], channel: undefined, locale: 'it-IT' }

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // A trace records a screencast of every page, about a quarter of the suite's CPU: kept for a
    // retried test only (E2E_TRACE=retain-on-failure to keep every failure's).
    trace: (process.env.E2E_TRACE as 'retain-on-failure' | undefined) ?? 'on-first-retry',
    launchOptions: chromiumLaunchOptions,
  },
  projects: [
    // Logs each demo role in once through the login page and saves its session (storageState) in
    // tests/e2e/.auth/ (bulletproof-react's setup project); specs that need a logged-in user load it.
    { name: 'setup', testMatch: /.*\.setup\.ts$/, use: { ...chrome } },
    { name: 'chromium', testMatch: /.*\.spec\.ts$/, dependencies: ['setup'], use: { ...chrome } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npm start`,
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 240_000,
    reuseExistingServer: false,
    // TRUST_PROXY: specs give each new account a client address of its own (X-Forwarded-For, see
    // tests/e2e/support/accounts.ts clientAddress), as a reverse proxy on the same host would.
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      APP_ENV: 'test',
      TRUST_PROXY: '127.0.0.1',
    },
    stdout: 'pipe',
    stderr: 'pipe',
  },
})
