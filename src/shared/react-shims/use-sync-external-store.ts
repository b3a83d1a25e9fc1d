/**
 * Build-time stand-in for the `use-sync-external-store/shim` package (see vite.config.ts): that shim
 * re-implements the hook for React < 18, but React 19 has it built in, so libraries that still import
 * the shim (wouter, @xstate/react) get React's own hook and the bundle skips the polyfill.
 */
export { useSyncExternalStore } from 'react'
