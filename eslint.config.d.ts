// Types of what eslint.config.js exports besides the config, for its tests (scripts/eslint-rules.test.ts).
import type { Linter } from 'eslint'

declare const config: Linter.Config[]
export default config
export const thinViewRules: Linter.RulesRecord
export const THIN_VIEW_FILES: string[]
export const THIN_VIEW_IGNORES: string[]
