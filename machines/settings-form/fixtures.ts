/** The server's refusals as the API client raises them, for the settings forms' tests. */
export const refusals = {
  network: { status: 0 },
  server: { status: 503 },
  tooMany: { status: 429, serverMessage: 'Troppe richieste.', retryAfter: 60 },
  /** A 422 naming one field. */
  fields: (field: string, message: string) => ({
    status: 422,
    serverMessage: 'Dati non validi',
    fieldErrors: { [field]: [message] },
  }),
}
