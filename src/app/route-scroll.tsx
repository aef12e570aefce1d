import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** Every route change scrolls smoothly to the top (000 §2). Renders nothing. */
export function RouteScroll() {
  const { pathname, search } = useLocation()
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo({ top: 0, left: 0, behavior: 'smooth' })
  }, [pathname, search])
  return null
}
