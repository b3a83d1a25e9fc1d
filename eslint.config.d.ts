// Types of what eslint.config.js exports besides the config, for its tests (scripts/area-boundaries.test.ts).
import type { Linter } from 'eslint'

declare const config: Linter.Config[]
export default config
export const serverAreaRules: Linter.RulesRecord
export const SERVER_AREA_FILES: string[]
export const SERVER_AREA_IGNORES: string[]
export const SERVER_AREA_MESSAGE: string
export const contractAreaRules: Linter.RulesRecord
export const CONTRACT_AREA_FILES: string[]
export const CONTRACT_AREA_MESSAGE: string
export const CONTRACT_AREA_DEPENDENCIES: Readonly<Record<string, readonly string[]>>
