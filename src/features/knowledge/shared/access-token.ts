import { useCurrentUser } from '../../../app/session'

/** The signed-in owner's access token, read when an upload or crawl is sent (001 §5, §6); null without one. */
export function useAccessToken(): string | null {
  const token = useCurrentUser()?.access_token
  return token ? token : null
}
