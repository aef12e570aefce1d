import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { Outlet, RouterProvider, createMemoryRouter } from 'react-router'
import type { CurrentUser } from '../../../../machines/session.machine'
import { SessionProvider, sessionControl } from '../../ui/support/fake-session'

/**
 * Renders one page at /page inside a memory router and the fake session (the test file must
 * `vi.mock('…/src/app/session', () => import('…/ui/support/fake-session'))`), with /login and
 * /app/dashboard as landing spots to assert navigation.
 */
export function renderPage(element: ReactElement, { user = null }: { user?: CurrentUser | null } = {}) {
  sessionControl.reset()
  sessionControl.storedUser = user
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: '/page', element },
          { path: '/login', element: <p>login page</p> },
          { path: '/app/dashboard', element: <p>dashboard page</p> },
        ],
      },
    ],
    { initialEntries: ['/page'] },
  )
  const view = render(<RouterProvider router={router} />)
  return { ...view, router, location: () => router.state.location.pathname }
}
