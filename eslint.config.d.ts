// Types of what eslint.config.js exports besides the config, for its tests (scripts/eslint-rules.test.ts).
import type { Linter } from 'eslint'

declare const config: Linter.Config[]
export default config
export const thinViewRules: Linter.RulesRecord
export const THIN_VIEW_FILES: string[]
export const THIN_VIEW_IGNORES: string[]
export const serverAreaRules: Linter.RulesRecord
export const SERVER_AREA_FILES: string[]
export const SERVER_AREA_IGNORES: string[]
export const SERVER_AREA_MESSAGE: string
export const contractAreaRules: Linter.RulesRecord
export const CONTRACT_AREA_FILES: string[]
export const CONTRACT_AREA_MESSAGE: string
