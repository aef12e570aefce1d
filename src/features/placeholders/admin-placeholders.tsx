import { useParams } from 'react-router'
import { PlaceholderPage } from '../../components/placeholder-page/placeholder-page'

/**
 * The /app screens other than the dashboard, each titled and saying what it will be.
 * Later issues replace them (000 §2 "Placeholder admin screens", 001).
 */
export function ChatbotsPage() {
  return <PlaceholderPage titleKey="PAGES.CHATBOTS.TITLE" descriptionKey="PAGES.CHATBOTS.DESCRIPTION" />
}

export function ChatbotNewPage() {
  return <PlaceholderPage titleKey="PAGES.CHATBOT_NEW.TITLE" descriptionKey="PAGES.CHATBOT_NEW.DESCRIPTION" />
}

export function ChatbotEditPage() {
  const { id } = useParams()
  return <PlaceholderPage titleKey="PAGES.CHATBOT_EDIT.TITLE" descriptionKey="PAGES.CHATBOT_EDIT.DESCRIPTION" values={{ id }} />
}

export function LiveChatsPage() {
  return <PlaceholderPage titleKey="PAGES.LIVE_CHATS.TITLE" descriptionKey="PAGES.LIVE_CHATS.DESCRIPTION" />
}

export function LiveChatsOfChatbotPage() {
  const { chatbotId } = useParams()
  return (
    <PlaceholderPage
      titleKey="PAGES.LIVE_CHATS_CHATBOT.TITLE"
      descriptionKey="PAGES.LIVE_CHATS_CHATBOT.DESCRIPTION"
      values={{ chatbotId }}
    />
  )
}

export function LiveChatPage() {
  const { chatbotId, id } = useParams()
  return (
    <PlaceholderPage titleKey="PAGES.LIVE_CHAT.TITLE" descriptionKey="PAGES.LIVE_CHAT.DESCRIPTION" values={{ chatbotId, id }} />
  )
}

export function LeadsPage() {
  return <PlaceholderPage titleKey="PAGES.LEADS.TITLE" descriptionKey="PAGES.LEADS.DESCRIPTION" />
}

export function UsersPage() {
  return <PlaceholderPage titleKey="PAGES.USERS.TITLE" descriptionKey="PAGES.USERS.DESCRIPTION" />
}

export function SettingsPage() {
  return <PlaceholderPage titleKey="PAGES.SETTINGS.TITLE" descriptionKey="PAGES.SETTINGS.DESCRIPTION" />
}

export function SubscriptionPage() {
  return <PlaceholderPage titleKey="PAGES.SUBSCRIPTION.TITLE" descriptionKey="PAGES.SUBSCRIPTION.DESCRIPTION" />
}

export function AnalyticsPage() {
  return <PlaceholderPage titleKey="PAGES.ANALYTICS.TITLE" descriptionKey="PAGES.ANALYTICS.DESCRIPTION" />
}

export function CorrectionsPage() {
  return <PlaceholderPage titleKey="PAGES.CORRECTIONS.TITLE" descriptionKey="PAGES.CORRECTIONS.DESCRIPTION" />
}
