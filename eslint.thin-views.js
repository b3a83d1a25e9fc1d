// Views that still call the server themselves (issue 34: "views are thin"). The thin-view rule of
// eslint.config.js skips these files and no other: a new view that imports an `api` module or the
// API client, calls fetch or opens an XMLHttpRequest fails the lint.
//
// THIS LIST ONLY SHRINKS. Never add a file to it: move the call to the area's actors.ts instead.
// When a view stops offending, remove it here; scripts/eslint-rules.test.ts fails while a listed
// file no longer offends (or no longer exists), so the list cannot go stale.
export const thinViewOffenders = [
]
