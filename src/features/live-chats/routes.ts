/** The live-chat screens' route components (lazy-loaded by src/app/router.tsx). */
export { LiveChatsPage, LiveChatsOfChatbotPage, LiveChatPage } from '../placeholders/admin-placeholders'
