import { useEffect } from 'react'
import { useLocation } from 'react-router'

/** How many frames to wait for a lazily loaded page to render the element a link points at. */
const MAX_FRAMES = 60

/**
 * A link to `/page#section` lands on that section. The app scrolls to the top on every route
 * change (000 §2), and a lazily loaded page renders a moment later, so this waits for the element
 * over a few animation frames and then scrolls to it.
 */
export function useScrollToHash() {
  const { pathname, hash } = useLocation()
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1))
    if (!id) return
    let frame = 0
    let handle = 0
    const attempt = () => {
      const target = document.getElementById(id)
      if (target) {
        const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
        target.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' })
        return
      }
      if (++frame < MAX_FRAMES) handle = requestAnimationFrame(attempt)
    }
    // After the route-change scroll to the top has been started.
    handle = requestAnimationFrame(attempt)
    return () => cancelAnimationFrame(handle)
  }, [pathname, hash])
}
