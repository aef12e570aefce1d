import { useTranslation } from 'react-i18next'
import { PLATFORMS } from '../content/features'
import { Icon } from '../shared/icon'
import { Section } from '../shared/section'

/** The target platforms of 000 §1: Zalo, Facebook, Website, Mobile App, Email, SMS. */
export function Platforms() {
  const { t } = useTranslation()
  return (
    <Section id="platforms" title={t('LANDING.PLATFORMS.TITLE')} subtitle={t('LANDING.PLATFORMS.SUBTITLE')} tone="brand">
      <ul className="platforms">
        {PLATFORMS.map((platform) => (
          <li key={platform.id} className="platforms__item">
            <span className="platforms__icon">
              <Icon name={platform.icon} size={28} />
            </span>
            {t(`LANDING.PLATFORMS.${platform.id}`)}
          </li>
        ))}
      </ul>
    </Section>
  )
}
