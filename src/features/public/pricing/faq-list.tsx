import { useTranslation } from 'react-i18next'
import { useTranslatedList } from '../shared/use-list'
import './faq-list.css'

interface Faq {
  QUESTION: string
  ANSWER: string
}

/** The pricing FAQ (000 §2, §3 "FAQ (pricing)"): questions that open to their answers. */
export function FaqList() {
  const { t } = useTranslation()
  const faqs = useTranslatedList<Faq>('PRICING_PAGE.FAQ')
  return (
    <section className="public-section" aria-labelledby="faq-title" id="faq">
      <div className="container faq">
        <h2 className="public-section__title faq__title" id="faq-title">
          {t('PRICING_PAGE.FAQ_TITLE')}
        </h2>
        <div className="faq__list">
          {faqs.map((faq) => (
            <details key={faq.QUESTION} className="faq__item">
              <summary className="faq__question">{faq.QUESTION}</summary>
              <p className="faq__answer">{faq.ANSWER}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  )
}
