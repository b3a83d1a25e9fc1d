import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'

// Imports flow one way: contracts <- machines <- src, and contracts <- server.
// server/ and src/ never import each other; machines/ imports only xstate and contracts/.
const restrict = (groups) => ['error', { patterns: groups }]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'data',
      '.data-*',
      'node_modules',
      'test-results',
      'playwright-report',
      'locales/**/*.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/server/**', '../server/*'], message: 'The SPA never imports server/.' },
            { group: ['ofetch'], message: 'Only src/shared/api imports ofetch.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/server/**'], message: 'The SPA never imports server/.' }] },
      ],
    },
  },
  {
    files: ['machines/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/src/**', '../src/*', '**/server/**', 'react', 'react-dom', 'ofetch'],
          message: 'machines/ imports only xstate and contracts/.',
        },
      ]),
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'No fetch inside machines/: side effects are actors.' },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/src/**', '**/machines/**', '**/server/**', 'react', 'xstate'],
          message: 'contracts/ depends on nothing of Aula.',
        },
      ]),
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['**/src/**', '../src/*', '**/machines/**', 'react'],
          message: 'The server never imports src/ or machines/.',
        },
      ]),
    },
  },
)
