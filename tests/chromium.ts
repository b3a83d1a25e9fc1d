/**
 * Debian's Chromium, as the end-to-end tests and the bench launch it: Playwright cannot download its
 * own browser here, and without the background-networking flags Chromium keeps dialling hosts the
 * closed network refuses.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
