import { Outlet, useRouteError } from 'react-router'
import { useTranslation } from 'react-i18next'
import { Button } from '../components/button/button'
import { PageSpinner } from '../components/spinner/spinner'
import { RouteScroll } from './route-scroll'
import { SessionProvider } from './session'

/** The root route: the session (which navigates, so it lives inside the router) around every page. */
export function RootLayout() {
  return (
    <SessionProvider>
      <RouteScroll />
      <Outlet />
    </SessionProvider>
  )
}

/** Shown while a lazily loaded route's code arrives on the first page load. */
export function RouteLoading() {
  const { t } = useTranslation()
  return <PageSpinner label={t('COMMON.LOADING')} />
}

/** A page failed to render or its code failed to load (e.g. after a deploy): offer a reload. */
export function RouteError() {
  const { t } = useTranslation()
  const error = useRouteError()
  if (error) console.error(error)
  return (
    <div className="container" style={{ padding: '64px 16px' }}>
      <section className="placeholder-page" role="alert">
        <h1 className="placeholder-page__title">{t('ERRORS.PAGE_TITLE')}</h1>
        <p className="placeholder-page__text">{t('ERRORS.PAGE_TEXT')}</p>
        <div>
          <Button onClick={() => window.location.reload()}>{t('ERRORS.RELOAD')}</Button>
        </div>
      </section>
    </div>
  )
}
