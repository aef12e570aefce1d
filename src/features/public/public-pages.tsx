import { lazy, Suspense, type ComponentType, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { PageSpinner } from '../../components/spinner/spinner'
import './public-layout.css'

/**
 * The public routes of 000 §2, by the names the router uses. Each page is its own chunk, loaded
 * when visited, so the landing page downloads only its own code (decision 500). Pages inside
 * <PublicLayout/> are suspended there; the stand-alone ones carry their own fallback.
 */
const page = <M extends Record<string, unknown>>(load: () => Promise<M>, name: keyof M) =>
  lazy(async () => ({ default: (await load())[name] as ComponentType }))

export const LandingPage = page(() => import('./landing/landing-page'), 'LandingPage')
export const TryFreePage = page(() => import('./try-free/try-free-page'), 'TryFreePage')
export const FeaturesPage = page(() => import('./features/features-page'), 'FeaturesPage')
export const PricingPage = page(() => import('./pricing/pricing-page'), 'PricingPage')
export const PrivacyPage = page(() => import('./legal/privacy-page'), 'PrivacyPage')
export const TermsPage = page(() => import('./legal/terms-page'), 'TermsPage')
export const DataDeletionPage = page(() => import('./legal/data-deletion-page'), 'DataDeletionPage')
export const GuidePage = page(() => import('./guide/guide-page'), 'GuidePage')
export const AboutUsPage = page(() => import('./about/about-us-page'), 'AboutUsPage')
export const AboutCompanyPage = page(() => import('./about/about-company-page'), 'AboutCompanyPage')
export const ContactPage = page(() => import('./contact/contact-page'), 'ContactPage')

const FacebookCallback = page(() => import('../facebook-callback/facebook-callback-page'), 'FacebookCallbackPage')

/** A page outside the navigation frame, with its own loading state. */
function StandAlone({ children }: { children: ReactNode }) {
  const { t } = useTranslation()
  return <Suspense fallback={<PageSpinner label={t('COMMON.LOADING')} />}>{children}</Suspense>
}

export function FacebookCallbackPage() {
  return (
    <StandAlone>
      <FacebookCallback />
    </StandAlone>
  )
}
