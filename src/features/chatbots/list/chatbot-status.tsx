import { useTranslation } from 'react-i18next'

/** 001 §2.5: green text when active, red otherwise; a status we have no words for is shown as is. */
export function ChatbotStatus({ status }: { status: string }) {
  const { t } = useTranslation()
  const active = status === 'active'
  return (
    <span className={`chatbot-status ${active ? 'chatbot-status--active' : 'chatbot-status--inactive'}`}>
      {t(`CHATBOTS.STATUS.${status}`, { defaultValue: status })}
    </span>
  )
}
