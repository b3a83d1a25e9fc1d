/** A small reader for gettext .po catalogs: enough to compare ids and find missing translations. */
export interface PoEntry {
  context: string | undefined
  id: string
  translation: string
  obsolete: boolean
}

function unquote(line: string): string {
  const m = /^"(.*)"$/.exec(line.trim())
  return m ? JSON.parse(`"${m[1]}"`) : ''
}

export function parsePo(text: string): PoEntry[] {
  const entries: PoEntry[] = []
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const lines = block.split(/\r?\n/)
    const obsolete = lines.some((l) => l.startsWith('#~'))
    let field: 'msgctxt' | 'msgid' | 'msgstr' | undefined
    const values: Record<string, string> = {}
    for (const raw of lines) {
      const line = raw.replace(/^#~\s?/, '')
      const m = /^(msgctxt|msgid|msgstr)\s+(".*")$/.exec(line)
      if (m) {
        field = m[1] as typeof field
        values[field!] = unquote(m[2])
      } else if (field && line.startsWith('"')) {
        values[field] += unquote(line)
      }
    }
    if (values.msgid === undefined || values.msgid === '') continue // header or comment-only block
    entries.push({ context: values.msgctxt, id: values.msgid, translation: values.msgstr ?? '', obsolete })
  }
  return entries
}

export const entryKey = (e: PoEntry) => `${e.context ?? ''}\u0004${e.id}`
