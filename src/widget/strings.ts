import type { WidgetLanguage } from './types'

/** The widget's own texts (it carries no i18next). The unknown-bot text is the product's (issue 5). */
export const STRINGS = {
  vi: {
    open: 'Mở khung chat',
    close: 'Thu nhỏ khung chat',
    newChat: 'Bắt đầu cuộc trò chuyện mới',
    placeholder: 'Nhập tin nhắn...',
    send: 'Gửi',
    loading: 'Đang tải...',
    typing: 'Đang trả lời',
    retry: 'Thử lại',
    unavailable: 'Chatbot này không còn hoạt động',
    conversationMissing: 'Không tìm thấy cuộc trò chuyện này.',
    network: 'Không kết nối được tới chatbot. Vui lòng kiểm tra mạng và thử lại.',
    serverFallback: 'Chatbot chưa trả lời được. Vui lòng thử lại.',
    conversationLost: 'Cuộc trò chuyện đã kết thúc. Nhấn Thử lại để gửi lại trong cuộc trò chuyện mới.',
    saveFirst: 'Lưu chatbot để trò chuyện thử.',
  },
  en: {
    open: 'Open chat',
    close: 'Minimise chat',
    newChat: 'Start a new conversation',
    placeholder: 'Type a message...',
    send: 'Send',
    loading: 'Loading...',
    typing: 'Typing',
    retry: 'Retry',
    unavailable: 'This chatbot is not available',
    conversationMissing: 'This conversation was not found.',
    network: 'Could not reach the chatbot. Check your connection and try again.',
    serverFallback: 'The chatbot could not answer. Please try again.',
    conversationLost: 'This conversation has ended. Retry to send your message in a new one.',
    saveFirst: 'Save the chatbot to try chatting with it.',
  },
} satisfies Record<WidgetLanguage, Record<string, string>>

export type WidgetStrings = (typeof STRINGS)['vi']

export function languageOf(option: unknown, navigatorLanguage: string | undefined): WidgetLanguage {
  if (option === 'vi' || option === 'en') return option
  return navigatorLanguage?.toLowerCase().startsWith('vi') ? 'vi' : 'en'
}
