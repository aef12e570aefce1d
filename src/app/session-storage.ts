import { STORAGE_KEYS } from '../config/constants'
import type { CurrentUser } from '../../machines/session.machine'

/** The storage keys of 000 §3: currentUser, access_token, refresh_token. */
export function readStoredUser(storage: Storage = localStorage): CurrentUser | null {
  const raw = storage.getItem(STORAGE_KEYS.CURRENT_USER)
  if (!raw) return null
  try {
    const user = JSON.parse(raw) as CurrentUser
    return user && typeof user === 'object' && typeof user.id === 'number' ? user : null
  } catch {
    return null
  }
}

export function storeUser(user: CurrentUser, storage: Storage = localStorage): void {
  storage.setItem(STORAGE_KEYS.CURRENT_USER, JSON.stringify(user))
  storage.setItem(STORAGE_KEYS.ACCESS_TOKEN, user.access_token)
  storage.setItem(STORAGE_KEYS.REFRESH_TOKEN, user.refresh_token)
}

export function clearStoredUser(storage: Storage = localStorage): void {
  storage.removeItem(STORAGE_KEYS.CURRENT_USER)
  storage.removeItem(STORAGE_KEYS.ACCESS_TOKEN)
  storage.removeItem(STORAGE_KEYS.REFRESH_TOKEN)
}
