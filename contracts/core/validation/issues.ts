import type * as v from 'valibot'

/** Key of issues that belong to the whole input rather than to one field. */
export const ROOT_FIELD = '_root'

/**
 * Groups valibot issues by dotted field path ('email', 'items.0.name'), the shape of the `errors`
 * object of a 422 answer (SPEC.md §5, Laravel-style). Repeated messages for a field are kept once.
 */
export function formatIssues(issues: readonly v.BaseIssue<unknown>[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {}
  for (const issue of issues) {
    const key = issue.path?.map((item) => String(item.key)).join('.') || ROOT_FIELD
    const list = (errors[key] ??= [])
    if (!list.includes(issue.message)) list.push(issue.message)
  }
  return errors
}

/** The body of a 422 answer: the first message as `message`, every message under `errors`. */
export function validationErrorBody(issues: readonly v.BaseIssue<unknown>[]): {
  message: string
  errors: Record<string, string[]>
} {
  return { message: issues[0]?.message ?? '', errors: formatIssues(issues) }
}
