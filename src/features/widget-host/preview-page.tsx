/** /preview/chatbot/{id} (001 §2.8): the widget over a greyed mock website. */
export { ChatbotPreviewPage } from '../public/public-pages'
