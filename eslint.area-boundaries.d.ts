// Types of eslint.area-boundaries.js, for its test (scripts/area-boundaries.test.ts).
export const areaBoundaryOffenders: string[]
