/**
 * A failed studio call as the machines keep it: the status, the server's message in the user's
 * language and its 422 messages by field. Built from an ApiError (src/shared/api) or the plain
 * object a test rejects with; a network failure has none of them.
 */
export interface StudioCallError {
  status?: number
  message?: string
  /** The first message of each field of a 422. */
  fields?: Record<string, string>
}

export function studioCallError(error: unknown): StudioCallError {
  if (typeof error !== 'object' || error === null) return {}
  const { status, serverMessage, fieldErrors } = error as {
    status?: unknown
    serverMessage?: unknown
    fieldErrors?: unknown
  }
  const fields =
    typeof fieldErrors === 'object' && fieldErrors !== null
      ? Object.fromEntries(
          Object.entries(fieldErrors as Record<string, unknown>)
            .filter((entry): entry is [string, string[]] => Array.isArray(entry[1]) && entry[1].length > 0)
            .map(([key, list]) => [key, String(list[0])]),
        )
      : undefined
  return {
    status: typeof status === 'number' ? status : undefined,
    message: typeof serverMessage === 'string' && serverMessage !== '' ? serverMessage : undefined,
    fields: fields && Object.keys(fields).length > 0 ? fields : undefined,
  }
}

/** A 422 naming fields: its messages go under the fields instead of a general alert. */
export const isFieldRefusal = (error: unknown) => {
  const found = studioCallError(error)
  return found.status === 422 && found.fields !== undefined
}
