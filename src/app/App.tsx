import { RouterProvider } from 'react-router/dom'
import type { createAppRouter } from './router'
import { GlobalOverlays } from './global-overlays'

/** The router, plus the two global overlays: the toaster and the alert modal. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <>
      <RouterProvider router={router} />
      <GlobalOverlays />
    </>
  )
}
