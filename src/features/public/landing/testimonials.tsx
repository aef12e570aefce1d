import { useTranslation } from 'react-i18next'
import { MARKETING_CLAIMS } from '../../../config/constants'
import { Star } from '../shared/icon'
import { initialOf } from '../shared/initial'
import { Section } from '../shared/section'
import { useTranslatedList } from '../shared/use-list'

interface Testimonial {
  TEXT: string
  AUTHOR: string
  ROLE: string
}

/** Three sample testimonials, each rated 5 stars, with the author's initial as avatar (000 §1, §3). */
export function Testimonials() {
  const { t } = useTranslation()
  const items = useTranslatedList<Testimonial>('LANDING.TESTIMONIALS.ITEMS')
  const rating = MARKETING_CLAIMS.TESTIMONIAL_RATING
  return (
    <Section id="testimonials" title={t('LANDING.TESTIMONIALS.TITLE')} tone="brand">
      <ul className="card-grid card-grid--wide">
        {items.map((item) => (
          <li key={item.AUTHOR} className="card testimonial">
            <p className="testimonial__rating" role="img" aria-label={t('LANDING.TESTIMONIALS.RATING', { rating })}>
              {Array.from({ length: rating }, (_, index) => (
                <Star key={index} />
              ))}
            </p>
            <blockquote className="testimonial__text">{item.TEXT}</blockquote>
            <footer className="testimonial__author">
              <span className="testimonial__avatar" aria-hidden="true">
                {initialOf(item.AUTHOR)}
              </span>
              <span>
                <strong>{item.AUTHOR}</strong>
                <span className="testimonial__role">{item.ROLE}</span>
              </span>
            </footer>
          </li>
        ))}
      </ul>
    </Section>
  )
}

