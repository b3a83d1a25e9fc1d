/**
 * The part of ICU MessageFormat the server's messages use, for code that has no Lingui runtime (the
 * server's message tables, the contracts' translators): `{name}` placeholders, `{n, plural, one {…}
 * other {…}}` with `=N` cases and `#`, and `{g, select, female {…} other {…}}`, nested. Plural
 * categories come from `Intl.PluralRules` of the message's language; a category the message does
 * not spell (Italian's `many` for a million) falls back to `other`. Unknown placeholders stay
 * visible so a missing value is noticed.
 */
export type IcuValues = Readonly<Record<string, unknown>>

const pluralRules = new Map<string, Intl.PluralRules>()

function pluralCategory(locale: string, value: number): string {
  let rules = pluralRules.get(locale)
  if (!rules) {
    rules = new Intl.PluralRules(locale)
    pluralRules.set(locale, rules)
  }
  return rules.select(value)
}

/** The index of the `}` closing the `{` at `open`, counting nested braces. */
function closing(message: string, open: number): number {
  let depth = 0
  for (let index = open; index < message.length; index++) {
    if (message[index] === '{') depth++
    else if (message[index] === '}' && --depth === 0) return index
  }
  return -1
}

/** `one {…} other {…}` → [['one', '…'], ['other', '…']]. */
function cases(body: string): Array<[string, string]> {
  const found: Array<[string, string]> = []
  let index = 0
  while (index < body.length) {
    const open = body.indexOf('{', index)
    if (open < 0) break
    const close = closing(body, open)
    if (close < 0) break
    found.push([body.slice(index, open).trim(), body.slice(open + 1, close)])
    index = close + 1
  }
  return found
}

function argument(inner: string, values: IcuValues, locale: string, pound?: string): string | undefined {
  const first = inner.indexOf(',')
  const name = (first < 0 ? inner : inner.slice(0, first)).trim()
  if (!/^\w+$/.test(name)) return undefined
  if (first < 0) return name in values ? String(values[name]) : undefined
  const second = inner.indexOf(',', first + 1)
  if (second < 0) return undefined
  const type = inner.slice(first + 1, second).trim()
  const branches = cases(inner.slice(second + 1))
  const value = values[name]
  const pick = (key: string) => branches.find(([selector]) => selector === key)?.[1]
  if (type === 'plural') {
    const count = Number(value)
    const chosen = pick(`=${count}`) ?? pick(pluralCategory(locale, count)) ?? pick('other')
    return chosen === undefined ? undefined : format(chosen, values, locale, String(value))
  }
  if (type === 'select') {
    const chosen = pick(String(value)) ?? pick('other')
    return chosen === undefined ? undefined : format(chosen, values, locale, pound)
  }
  return undefined
}

/** Formats `message` in `locale` ('it' or 'en') with `values`. */
export function format(message: string, values: IcuValues = {}, locale = 'it', pound?: string): string {
  let out = ''
  let index = 0
  while (index < message.length) {
    const char = message[index]
    if (char === '{') {
      const close = closing(message, index)
      if (close < 0) return out + message.slice(index)
      const inner = message.slice(index + 1, close)
      out += argument(inner, values, locale, pound) ?? `{${inner}}`
      index = close + 1
    } else {
      out += char === '#' && pound !== undefined ? pound : char
      index++
    }
  }
  return out
}
