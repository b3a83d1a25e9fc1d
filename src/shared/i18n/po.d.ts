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
}

// scripts/catalog-parts-plugin.ts: the whole catalog in one module per language, for tests.
declare module 'virtual:aula-catalogs/lazy' {
  import type { Messages } from '@lingui/core'
  export const every: Record<'it' | 'en', () => Promise<{ messages: Messages }>>
}

// scripts/catalog-parts-plugin.ts: every catalog merged, per language, at once (build and tests only).
declare module 'virtual:aula-catalogs/whole' {
  import type { Messages } from '@lingui/core'
  export const it: Messages
  export const en: Messages
}
