import { fromPromise } from 'xstate'
import type { ApiClient } from '../api/client'
import { serverMessage } from '../api/error-catalogue'
import {
  NO_REFRESH_TOKEN,
  type Credentials,
  type LoginResponse,
  type Profile,
  type TokenPair,
} from '../../machines/session.machine'

/** The session machine's side effects, bound to a real API client. */
export function sessionActors(api: ApiClient) {
  return {
    login: fromPromise<LoginResponse, Credentials>(async ({ input }) => {
      const { data, error } = await api.POST('/login', { body: input })
      if (error || !data) throw new Error(serverMessage(error) ?? '')
      return data as LoginResponse
    }),
    refresh: fromPromise<TokenPair, { refreshToken: string | undefined }>(async ({ input }) => {
      if (!input.refreshToken) throw new Error(NO_REFRESH_TOKEN)
      const { data, error } = await api.POST('/refresh', { body: { refresh_token: input.refreshToken } })
      if (error || !data) throw new Error(serverMessage(error) ?? 'Refresh failed')
      return data
    }),
    fetchProfile: fromPromise<Profile, void>(async () => {
      const { data, error } = await api.GET('/me')
      if (error || !data) throw new Error(serverMessage(error) ?? 'Profile unavailable')
      return data
    }),
  }
}
