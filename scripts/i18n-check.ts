/**
 * Fails when the catalogs do not match the code or an English translation is missing.
 * It runs `lingui extract` (which rewrites locales/*.po), compares the message ids with the
 * committed catalogs, then puts the committed files back: the check never edits your tree.
 */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { entryKey, parsePo } from './po.ts'

const files = { it: 'locales/it/messages.po', en: 'locales/en/messages.po' }
const committed = Object.fromEntries(Object.entries(files).map(([l, f]) => [l, readFileSync(f, 'utf8')]))

let extracted: Record<string, string>
try {
  execFileSync('npx', ['lingui', 'extract', '--clean'], { stdio: 'pipe' })
  extracted = Object.fromEntries(Object.entries(files).map(([l, f]) => [l, readFileSync(f, 'utf8')]))
} finally {
  for (const [l, f] of Object.entries(files)) writeFileSync(f, committed[l])
}

const problems: string[] = []
const live = (text: string) => parsePo(text).filter((e) => !e.obsolete)
const codeIds = new Set(live(extracted.it).map(entryKey))
for (const [locale, text] of Object.entries(committed)) {
  const ids = new Set(live(text).map(entryKey))
  const missing = [...codeIds].filter((k) => !ids.has(k))
  const stale = [...ids].filter((k) => !codeIds.has(k))
  if (missing.length)
    problems.push(
      `${files[locale as 'it']}: ${missing.length} message(s) in the code are not in the catalog (run npm run i18n:extract): ${missing
        .slice(0, 5)
        .map((k) => JSON.stringify(k.split('\u0004')[1]))
        .join(', ')}`,
    )
  if (stale.length)
    problems.push(
      `${files[locale as 'it']}: ${stale.length} message(s) no longer used (run npm run i18n:extract): ${stale
        .slice(0, 5)
        .map((k) => JSON.stringify(k.split('\u0004')[1]))
        .join(', ')}`,
    )
}
const untranslated = live(committed.en).filter((e) => e.translation.trim() === '')
if (untranslated.length) {
  problems.push(
    `${files.en}: ${untranslated.length} message(s) without an English translation: ${untranslated
      .slice(0, 8)
      .map((e) => JSON.stringify(e.id))
      .join(', ')}`,
  )
}

if (problems.length) {
  console.error(problems.join('\n'))
  process.exit(1)
}
console.log(`i18n: ${codeIds.size} messages, every one in both catalogs and translated into English`)
