import { act, render } from '@testing-library/react'
import { RouterProvider, createMemoryRouter, type RouteObject } from 'react-router'
import type { CurrentUser } from '../../../../machines/session.machine'
import { routes } from '../../../../src/app/router'
import { AlertHost } from '../../../../src/components/alert/alert-host'
import { sessionControl } from './fake-session'

/** The route table with every lazy page loaded up front, so a render shows the page at once. */
async function loadLazyRoutes(list: RouteObject[]): Promise<RouteObject[]> {
  return Promise.all(
    list.map(async (route) => {
      const { lazy, children, ...rest } = route
      const loaded = typeof lazy === 'function' ? await lazy() : {}
      return { ...rest, ...loaded, ...(children ? { children: await loadLazyRoutes(children) } : {}) } as RouteObject
    }),
  )
}

const loadedRoutes = await loadLazyRoutes(routes)

/**
 * Renders the real route table at `path`, with the fake session (the test file must
 * `vi.mock('../../../src/app/session', () => import('./support/fake-session'))`).
 */
export function renderApp(path: string, { user = null }: { user?: CurrentUser | null } = {}) {
  sessionControl.reset()
  sessionControl.storedUser = user
  const router = createMemoryRouter(loadedRoutes, { initialEntries: [path] })
  const view = render(
    <>
      <RouterProvider router={router} />
      <AlertHost />
    </>,
  )
  return { ...view, router, location: () => router.state.location.pathname }
}

/** Lets promise actors and lazy routes settle. */
export async function flush() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0))
  })
}
