export { APP_VERSION_POLL_MS, appVersionMachine } from './app-version.machine'
export type { AppVersionContext, AppVersionEvent, AppVersionInput } from './app-version.machine'
export { appVersionView, type AppVersionView } from './app-version.view'
