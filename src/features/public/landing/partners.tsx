import { useTranslation } from 'react-i18next'
import { Icon, type IconName } from '../shared/icon'
import { Section } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'

interface Partner {
  NAME: string
  KIND: string
  TEXT: string
}

/** Social network, search, chip maker: the three partner blocks of 000 §1 (fictional companies). */
const PARTNER_ICONS: IconName[] = ['users', 'search', 'chip']

export function Partners() {
  const { t } = useTranslation()
  const partners = useTranslatedList<Partner>('LANDING.PARTNERS.ITEMS')
  return (
    <Section id="partners" title={t('LANDING.PARTNERS.TITLE')} subtitle={t('LANDING.PARTNERS.SUBTITLE')}>
      <ul className="card-grid card-grid--fit">
        {partners.map((partner, index) => (
          <li key={partner.NAME} className="card info-card partner">
            <span className="info-card__icon">
              <Icon name={PARTNER_ICONS[index % PARTNER_ICONS.length]} />
            </span>
            <p className="partner__kind">{partner.KIND}</p>
            <h3 className="info-card__title">{partner.NAME}</h3>
            <p className="info-card__text">{partner.TEXT}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
