import { Navigate, Outlet } from 'react-router'
import { useCurrentUser } from './session'

/** The /app guard (000 §4): passes only while a user is held in memory, else /login. */
export function RequireUser() {
  const user = useCurrentUser()
  return user ? <Outlet /> : <Navigate to="/login" replace />
}
