import { useEffect, useRef, useState, type ReactNode } from 'react'

/** How far below the fold a section starts loading: about one screen ahead of the reader. */
const LOAD_AHEAD = '800px 0px'

/**
 * Renders `children` once the placeholder comes within about a screen of the viewport, so code
 * far down a page (the plan cards and their payment modal) is not loaded with the page itself.
 * Without IntersectionObserver it renders at once.
 */
export function WhenNearView({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const anchor = useRef<HTMLDivElement>(null)
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined')

  useEffect(() => {
    if (near || !anchor.current) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin: LOAD_AHEAD },
    )
    observer.observe(anchor.current)
    return () => observer.disconnect()
  }, [near])

  return near ? <>{children}</> : <div ref={anchor}>{placeholder}</div>
}
