import { useTranslation } from 'react-i18next'
import { LazyPlanGrid, PlansLoading } from '../shared/plan-grid-lazy'
import { Section } from '../shared/section'
import { WhenNearView } from '../shared/when-near-view'

/** The landing page's pricing section: the plan cards, loaded as the reader scrolls towards them. */
export function PricingSection() {
  const { t } = useTranslation()
  return (
    <Section id="pricing" title={t('LANDING.PRICING.TITLE')} subtitle={t('LANDING.PRICING.SUBTITLE')} tone="muted">
      <WhenNearView placeholder={<PlansLoading />}>
        <LazyPlanGrid />
      </WhenNearView>
    </Section>
  )
}
