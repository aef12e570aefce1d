import { useTranslation } from 'react-i18next'
import { usePageTitle } from '../shared/use-page-title'
import { CallToAction } from './call-to-action'
import { CaseStudies } from './case-studies'
import { Claims } from './claims'
import { Comparison } from './comparison'
import { FeaturesSection } from './features-section'
import { Hero } from './hero'
import { Partners } from './partners'
import { Platforms } from './platforms'
import { PricingSection } from './pricing-section'
import { Testimonials } from './testimonials'
import './landing.css'

/** The landing page, section by section in the order of 000 §2. */
export function LandingPage() {
  const { t } = useTranslation()
  usePageTitle(t('LANDING.TITLE'))
  return (
    <>
      <Hero />
      <Claims />
      <CaseStudies />
      <Comparison />
      <Platforms />
      <FeaturesSection />
      <Partners />
      <CallToAction />
      <PricingSection />
      <Testimonials />
    </>
  )
}
