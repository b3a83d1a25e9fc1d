/**
 * TEMPORARY: there are no accounts yet, so everyone is a visitor. The accounts issue replaces this
 * with the session machine (systemId 'session'); keep the signature so callers need not change.
 */
export interface SessionUser {
  id: number
  first_name: string
  last_name: string
  roles: string[]
}

export function useSession(): { user: SessionUser | null } {
  return { user: null }
}
