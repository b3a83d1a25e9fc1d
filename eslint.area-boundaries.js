// Files that still reach past another area's face (issue 33): a server area imports another only
// through its index.ts, or its tables.ts for a foreign key; a contract area imports only
// contracts/core, its own files and the index.ts of the areas eslint.contract-areas.js declares
// for it (no file is listed any more: keep it so). The area-boundary zones of
// eslint.config.js skip these files and no other: a new file that imports another area's inner
// file fails the lint.
//
// THIS LIST ONLY SHRINKS. Never add a file to it: export what you need from the other area's
// index.ts instead. When a file stops offending, remove it here; scripts/area-boundaries.test.ts
// fails while a listed file no longer offends (or no longer exists), so the list cannot go stale.
// `node --import tsx scripts/area-imports.ts` lists each offending import.
/** @type {string[]} */
export const areaBoundaryOffenders = []
