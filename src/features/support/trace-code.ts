/**
 * The code of a flow as support types it while a user reads it out (issue 34): case, spaces, dots
 * and a missing `AULA-` prefix do not matter; look-alikes the alphabet leaves out (0/O, 1/I/L)
 * do, so a wrong letter is refused instead of guessed.
 */
import { TRACE_CODE_PATTERN } from '../../../contracts/support/trace-code'

/** `aula 7kx3 q9`, `7KX3Q9`, `AULA-7KX3-Q9` → `AULA-7KX3-Q9`; undefined when it cannot be one. */
export function normaliseTraceCode(typed: string): string | undefined {
  let chars = typed.toUpperCase().replace(/[^0-9A-Z]/g, '')
  if (chars.length === 10 && chars.startsWith('AULA')) chars = chars.slice(4)
  if (chars.length !== 6) return undefined
  const code = `AULA-${chars.slice(0, 4)}-${chars.slice(4)}`
  return TRACE_CODE_PATTERN.test(code) ? code : undefined
}
