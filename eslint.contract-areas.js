// The contract areas' declared dependencies (issue 33), read by the contract zone of
// eslint.config.js and by scripts/area-imports-lib.ts: a contract area (contracts/<area>) imports
// contracts/core, its own files, and the face (index.ts) of the areas listed for it here; nothing
// else of another area. What several areas share without one owning it (an id's bound, how a
// person is named) goes to contracts/core instead of here.
//
// Add an edge only where a contract composes another area's schema (the public pages show the
// course card); never one that closes a loop: scripts/area-boundaries.test.ts walks this graph.
export const CONTRACT_AREA_DEPENDENCIES = {
  admin: ['payments', 'support'],
  courses: ['payments'],
  learning: ['courses'],
  onboarding: ['accounts'],
  payments: ['accounts'],
  profiles: ['accounts', 'media', 'network', 'onboarding', 'studio'],
  public: ['courses'],
}
