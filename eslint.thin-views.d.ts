// Types of eslint.thin-views.js, for its test (scripts/eslint-rules.test.ts).
export const thinViewOffenders: string[]
