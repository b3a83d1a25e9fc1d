import { defineConfig } from '@lingui/cli'

// Italian is the source locale: messages are written in Italian in the code and
// locales/en/messages.po carries every English translation (scripts/i18n-check.ts fails on a gap).
export default defineConfig({
  sourceLocale: 'it',
  locales: ['it', 'en'],
  catalogs: [
    {
      path: '<rootDir>/locales/{locale}/messages',
      include: ['src', 'contracts'],
    },
  ],
  fallbackLocales: { default: 'it' },
})
