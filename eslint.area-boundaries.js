// Files that still reach past another area's face (issue 33): a server area imports another only
// through its index.ts, or its tables.ts for a foreign key; a contract area imports only
// contracts/core and its own files. The area-boundary zones of eslint.config.js skip these files
// and no other: a new file that imports another area's inner file fails the lint.
//
// THIS LIST ONLY SHRINKS. Never add a file to it: export what you need from the other area's
// index.ts instead. When a file stops offending, remove it here; scripts/area-boundaries.test.ts
// fails while a listed file no longer offends (or no longer exists), so the list cannot go stale.
// `node --import tsx scripts/area-imports.ts` lists each offending import.
export const areaBoundaryOffenders = [
  'contracts/admin/endpoints.ts',
  'contracts/courses/endpoints.ts',
  'contracts/courses/reviews.ts',
  'contracts/courses/schemas.ts',
  'contracts/jobs/schemas.ts',
  'contracts/learning/endpoints.ts',
  'contracts/messages/schemas.ts',
  'contracts/network/schemas.ts',
  'contracts/onboarding/schemas.ts',
  'contracts/payments/schemas.ts',
  'contracts/profiles/endpoints.ts',
  'contracts/profiles/profile.ts',
  'contracts/profiles/settings-schemas.ts',
  'contracts/public/schemas.ts',
  'contracts/social/schemas.ts',
  'contracts/studio/schemas.ts',
  'server/features/learning/reviews.ts',
  'server/features/onboarding/progress.ts',
]
