import { defineConfig } from '@lingui/cli'

// Italian is the source locale: messages are written in Italian in the code. One catalog per area,
// beside its code (<folder>/locales/it.po and en.po): a new src/features/<area> gets its own at the
// next `lingui extract`. A text two areas show is in both catalogs (npm run i18n:check keeps its
// translations equal); the SPA merges the catalogs (scripts/catalog-parts.ts).
export default defineConfig({
  sourceLocale: 'it',
  locales: ['it', 'en'],
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
    },
    { path: '<rootDir>/src/app/locales/{locale}', include: ['<rootDir>/src/app/'] },
    { path: '<rootDir>/src/session/locales/{locale}', include: ['<rootDir>/src/session/'] },
    { path: '<rootDir>/src/shared/locales/{locale}', include: ['<rootDir>/src/shared/'] },
    // the contracts' messages (validation, field labels): few, and shared by most areas
    { path: '<rootDir>/contracts/locales/{locale}', include: ['<rootDir>/contracts/'] },
  ],
  fallbackLocales: { default: 'it' },
})
