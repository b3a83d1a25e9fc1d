import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import react from '@vitejs/plugin-react'
import babel from '@rolldown/plugin-babel'
import { lingui } from '@lingui/vite-plugin'
import tailwindcss from '@tailwindcss/vite'

const reactShim = fileURLToPath(
  new URL('./src/shared/react-shims/use-sync-external-store.ts', import.meta.url),
)

export default defineConfig({
  plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui(), tailwindcss()],
  resolve: {
    // React 19 ships useSyncExternalStore: the React 16/17 polyfills that wouter and @xstate/react
    // still import would only add bytes to every page (DESIGN.md §7 budget).
    alias: [
      {
        find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/,
        replacement: 'use-sync-external-store/with-selector.js',
      },
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: reactShim },
    ],
  },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
      '/sanctum': 'http://localhost:3000',
      '/app': { target: 'ws://localhost:3000', ws: true },
    },
  },
})
