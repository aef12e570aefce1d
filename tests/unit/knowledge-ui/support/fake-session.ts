/** The signed-in owner as the fake session gives it; a test may take the token away. */
export const session = { user: null as { id: number; access_token: string } | null }

/** Stands in for src/app/session in these tests (`vi.mock`). */
export function useCurrentUser() {
  return session.user
}
