// Types of eslint.contract-areas.js, for scripts/area-imports-lib.ts and its tests.
export const CONTRACT_AREA_DEPENDENCIES: Readonly<Record<string, readonly string[]>>
