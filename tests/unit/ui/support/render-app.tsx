import { act, render } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router'
import type { CurrentUser } from '../../../../machines/session.machine'
import { routes } from '../../../../src/app/router'
import { AlertHost } from '../../../../src/components/alert/alert-host'
import { sessionControl } from './fake-session'

/**
 * Renders the real route table at `path`, with the fake session (the test file must
 * `vi.mock('../../../src/app/session', () => import('./support/fake-session'))`).
 */
export function renderApp(path: string, { user = null }: { user?: CurrentUser | null } = {}) {
  sessionControl.reset()
  sessionControl.storedUser = user
  const router = createMemoryRouter(routes, { initialEntries: [path] })
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
