import { useTranslation } from 'react-i18next'

/** The knowledge tab (001 §2.3) comes in a later issue; it says so rather than pretending. */
export function KnowledgeTab() {
  const { t } = useTranslation()
  return (
    <section className="card chatbot-settings__pending" aria-labelledby="knowledge-tab-title">
      <span className="placeholder-page__badge">{t('PLACEHOLDER.BADGE')}</span>
      <h2 id="knowledge-tab-title" className="chatbot-settings__section-title">
        {t('CHATBOTS.KNOWLEDGE.TITLE')}
      </h2>
      <p>{t('CHATBOTS.KNOWLEDGE.PENDING')}</p>
    </section>
  )
}
