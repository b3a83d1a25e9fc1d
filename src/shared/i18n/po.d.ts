// @lingui/vite-plugin compiles .po catalogs at import time into `{ messages }`.
declare module '*.po' {
  import type { Messages } from '@lingui/core'
  export const messages: Messages
}

// scripts/catalog-parts-plugin.ts: the catalog's parts, a loader per language.
declare module 'virtual:aula-catalogs' {
  import type { Messages } from '@lingui/core'
  type Loaders = Record<'it' | 'en', () => Promise<{ messages: Messages }>>
  export const shell: Loaders
  export const areas: Record<string, Loaders>
}
