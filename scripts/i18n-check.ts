/**
 * Fails when the catalogs do not match the code or a translation is missing. The catalogs are one
 * per area (lingui.config.ts: src/features/<area>/locales, src/app, src/session, src/shared and
 * contracts each have their own it.po and en.po). It runs `lingui extract` (which rewrites them),
 * compares each catalog's message ids with the committed one, then puts the committed files back:
 * the check never edits your tree. It also fails when
 * - a message in two catalogs (a text two areas show) has two different translations: the runtime
 *   merges the catalogs, one id has one text;
 * - a source file uses Lingui's macros outside every catalog's folders (its messages would be in
 *   no catalog), or a .po file is in no catalog (an area that is gone).
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { getConfig } from '@lingui/conf'
import { getCatalogs } from '@lingui/cli/api'
import { entryKey, parsePo } from './po.ts'

export interface CatalogFile {
  /** Relative to the root ('src/features/courses/locales/en.po'). */
  file: string
  locale: string
  /** The committed text; undefined when the file is not there. */
  committed: string | undefined
  /** What `lingui extract --clean` writes. */
  extracted: string
}

const shown = (keys: string[], count = 5) =>
  keys
    .slice(0, count)
    .map((key) => JSON.stringify(key.split('\u0004')[1] ?? key))
    .join(', ')

/** The problems of a set of catalog files (empty: all is well). */
export function catalogProblems(files: CatalogFile[], sourceLocale: string): string[] {
  const problems: string[] = []
  const live = (text: string) => parsePo(text).filter((entry) => !entry.obsolete)
  /** locale -> message key -> translation -> the files that give it */
  const translations = new Map<string, Map<string, Map<string, string[]>>>()
  for (const { file, locale, committed, extracted } of files) {
    if (committed === undefined) {
      problems.push(`${file}: missing (run npm run i18n:extract)`)
      continue
    }
    const codeIds = new Set(live(extracted).map(entryKey))
    const entries = live(committed)
    const ids = new Set(entries.map(entryKey))
    const missing = [...codeIds].filter((key) => !ids.has(key))
    const stale = [...ids].filter((key) => !codeIds.has(key))
    if (missing.length)
      problems.push(
        `${file}: ${missing.length} message(s) in the code are not in the catalog (run npm run i18n:extract): ${shown(missing)}`,
      )
    if (stale.length)
      problems.push(
        `${file}: ${stale.length} message(s) no longer used (run npm run i18n:extract): ${shown(stale)}`,
      )
    if (locale === sourceLocale) {
      // an explicit id's source text lives in the code: the catalog must say what the code says
      const code = new Map(live(extracted).map((entry) => [entryKey(entry), entry.translation]))
      const changed = entries.filter(
        (entry) => code.has(entryKey(entry)) && code.get(entryKey(entry)) !== entry.translation,
      )
      if (changed.length)
        problems.push(
          `${file}: ${changed.length} message(s) whose text is not the code's (run npm run i18n:extract): ${shown(changed.map(entryKey))}`,
        )
      continue
    }
    const untranslated = entries.filter((entry) => entry.translation.trim() === '')
    if (untranslated.length)
      problems.push(
        `${file}: ${untranslated.length} message(s) without a translation (${locale}): ${shown(untranslated.map(entryKey), 8)}`,
      )
    const byKey = translations.get(locale) ?? new Map<string, Map<string, string[]>>()
    translations.set(locale, byKey)
    for (const entry of entries) {
      if (entry.translation.trim() === '') continue
      const texts = byKey.get(entryKey(entry)) ?? new Map<string, string[]>()
      byKey.set(entryKey(entry), texts)
      texts.set(entry.translation, [...(texts.get(entry.translation) ?? []), file])
    }
  }
  for (const [locale, byKey] of translations)
    for (const [key, texts] of byKey)
      if (texts.size > 1)
        problems.push(
          `${shown([key])} has ${texts.size} different translations (${locale}), one id has one text: ${[
            ...texts,
          ]
            .map(([text, where]) => `${JSON.stringify(text)} in ${where.join(', ')}`)
            .join('; ')}`,
        )
  return problems
}

/** Files under `dir` (relative to root) whose name matches, skipping node_modules. */
function filesUnder(root: string, dir: string, name: RegExp): string[] {
  if (!existsSync(path.join(root, dir))) return []
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.includes('node_modules/'))
}

async function main() {
  const root = process.cwd()
  const config = getConfig({ cwd: root })
  const catalogs = await getCatalogs(config)
  const relative = (file: string) => path.relative(root, file).split(path.sep).join('/')
  const targets = catalogs.flatMap((catalog) =>
    config.locales.map((locale) => ({ file: relative(catalog.getFilename(locale)), locale })),
  )
  const read = (file: string) =>
    existsSync(path.join(root, file)) ? readFileSync(path.join(root, file), 'utf8') : undefined
  const committed = new Map(targets.map(({ file }) => [file, read(file)]))
  const extracted = new Map<string, string>()
  try {
    execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' })
    for (const { file } of targets) extracted.set(file, read(file) ?? '')
  } finally {
    for (const [file, text] of committed)
      if (text === undefined) rmSync(path.join(root, file), { force: true })
      else writeFileSync(path.join(root, file), text)
  }
  const problems = catalogProblems(
    targets.map(({ file, locale }) => ({
      file,
      locale,
      committed: committed.get(file),
      extracted: extracted.get(file) ?? '',
    })),
    config.sourceLocale!,
  )
  // a .po no catalog owns (an area that is gone, the old single catalog)
  const owned = new Set(targets.map(({ file }) => file))
  const loose = ['src', 'contracts', 'locales']
    .flatMap((dir) => filesUnder(root, dir, /\.po$/))
    .filter((file) => !owned.has(file))
  if (loose.length)
    problems.push(`.po files in no catalog of lingui.config.ts (delete them): ${loose.join(', ')}`)
  // a file with Lingui's macros that no catalog reads: its messages would be lost
  const covered = new Set(catalogs.flatMap((catalog) => catalog.sourcePaths.map(relative)))
  const uncovered = ['src', 'contracts', 'machines']
    .flatMap((dir) => filesUnder(root, dir, /\.tsx?$/))
    .filter((file) => !covered.has(file))
    .filter((file) => /from\s+['"]@lingui\/(core\/|react\/)?macro['"]/.test(readFileSync(file, 'utf8')))
  if (uncovered.length)
    problems.push(
      `files using Lingui's macros in no catalog's folder (add a catalog to lingui.config.ts): ${uncovered.join(', ')}`,
    )

  if (problems.length) {
    console.error(problems.join('\n'))
    process.exit(1)
  }
  const ids = new Set(
    targets
      .filter(({ locale }) => locale === config.sourceLocale)
      .flatMap(({ file }) =>
        parsePo(committed.get(file) ?? '')
          .filter((e) => !e.obsolete)
          .map(entryKey),
      ),
  )
  console.log(
    `i18n: ${ids.size} messages in ${catalogs.length} catalogs, every one in its catalogs and translated into ${config.locales
      .filter((locale) => locale !== config.sourceLocale)
      .join(', ')}`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main()
