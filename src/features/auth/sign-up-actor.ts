import { fromPromise } from 'xstate'
import type { SignUpInput } from '../../../machines/register.machine'
import type { ApiClient } from '../../api/client'
import { serverMessage } from '../../api/error-catalogue'

/**
 * The register machine's `signUp` actor bound to the API client: POST /sign_up.
 * It rejects with `{ message }` carrying the server's message field, or no message at all
 * (no answer, or an answer without one), so the machine falls back to ERRORS.REGISTER_FAILED.
 */
export function signUpActor(api: ApiClient) {
  return fromPromise<unknown, SignUpInput>(async ({ input }) => {
    let result
    try {
      result = await api.POST('/sign_up', { body: input })
    } catch {
      throw { message: null }
    }
    if (result.error !== undefined || !result.response.ok) {
      throw { message: serverMessage(result.error) }
    }
    return result.data
  })
}
