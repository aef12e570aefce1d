/** The chatbot screens' route components (lazy-loaded by src/app/router.tsx). */
import { ChatbotSettingsPage } from './settings/chatbot-settings-page'

export { ChatbotListPage } from './list/chatbot-list-page'
// One component for both routes: a creation moving to the edit route keeps the page mounted.
export const ChatbotNewPage = ChatbotSettingsPage
export const ChatbotEditPage = ChatbotSettingsPage
export { ChatbotPreviewPage } from '../widget-host/preview-page'
