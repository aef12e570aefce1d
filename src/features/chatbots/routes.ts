/** The chatbot screens' route components (lazy-loaded by src/app/router.tsx). */
export { ChatbotsPage as ChatbotListPage, ChatbotNewPage, ChatbotEditPage } from '../placeholders/admin-placeholders'
export { ChatbotPreviewPage } from '../widget-host/preview-page'
