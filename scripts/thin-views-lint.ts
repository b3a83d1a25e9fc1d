/*
 * The thin-view rule of eslint.config.js (issue 34) run alone, without its allowlist: which views
 * import an `api` module or the API client, call fetch or open an XMLHttpRequest. Shared by the
 * rule's test (scripts/eslint-rules.test.ts) and scripts/thin-view-offenders.ts.
 */
import { relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { THIN_VIEW_FILES, THIN_VIEW_IGNORES, thinViewRules } from '../eslint.config.js'

export const root = fileURLToPath(new URL('..', import.meta.url))

/** An ESLint that applies only the thin-view rules, to every view (the allowlist not skipped). */
export function thinViewLinter(): ESLint {
  return new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [
      {
        files: THIN_VIEW_FILES,
        ignores: THIN_VIEW_IGNORES,
        languageOptions: { parser: tseslint.parser },
        plugins: { '@typescript-eslint': tseslint.plugin },
        rules: thinViewRules,
      },
    ],
  })
}

/** The views (repository paths, sorted) that break the rule today, or those of `files` that do. */
export async function thinViewOffenders(files: string[] = THIN_VIEW_FILES): Promise<string[]> {
  const results = await thinViewLinter().lintFiles(files)
  return results
    .filter((result) => result.messages.length > 0)
    .map((result) => relative(root, result.filePath))
    .sort()
}
