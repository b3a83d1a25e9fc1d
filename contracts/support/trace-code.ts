/**
 * How a recorded flow's code is written, apart from the schemas (./traces) so /dev's field that
 * reads a code (src/features/support/trace-code.ts) renders before valibot and the API client
 * arrive: the page is public and holds the public pages' budget before interactive (DESIGN.md §7).
 */

/**
 * `AULA-7KX3-Q9`: 6 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so it can be
 * read out on the phone; 31^6 ≈ 887 million codes, and only admins can read one.
 */
export const TRACE_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ'
export const TRACE_CODE_PATTERN = /^AULA-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{2}$/
