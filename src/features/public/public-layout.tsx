import { Suspense } from 'react'
import { Outlet } from 'react-router'
import { useTranslation } from 'react-i18next'
import { PageSpinner } from '../../components/spinner/spinner'
import { PublicFooter } from './layout/public-footer'
import { PublicNav } from './layout/public-nav'
import { useScrollToHash } from './layout/use-scroll-to-hash'
import './public-layout.css'

/** Navigation bar, page, footer: the frame of the public pages (000 §2). Pages load on demand. */
export function PublicLayout() {
  const { t } = useTranslation()
  useScrollToHash()
  return (
    <div className="public">
      <a className="skip-link" href="#main-content">
        {t('PUBLIC.SKIP_TO_CONTENT')}
      </a>
      <PublicNav />
      <main className="public__main" id="main-content" tabIndex={-1}>
        <Suspense fallback={<PageSpinner label={t('COMMON.LOADING')} />}>
          <Outlet />
        </Suspense>
      </main>
      <PublicFooter />
    </div>
  )
}
