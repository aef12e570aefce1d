import type { IconName } from './nav-icon'

/** The admin sidebar of 000 §2 "Admin shell", in order. Only Dashboard matches exactly. */
export const SIDEBAR_ENTRIES: ReadonlyArray<{ to: string; labelKey: string; icon: IconName; end?: boolean }> = [
  { to: '/app/dashboard', labelKey: 'SHELL.NAV.DASHBOARD', icon: 'dashboard', end: true },
  { to: '/app/chatbot-settings', labelKey: 'SHELL.NAV.CHATBOTS', icon: 'chatbots' },
  { to: '/app/live-chats', labelKey: 'SHELL.NAV.LIVE_CHATS', icon: 'liveChats' },
  { to: '/app/leads', labelKey: 'SHELL.NAV.LEADS', icon: 'leads' },
  { to: '/app/analytics', labelKey: 'SHELL.NAV.ANALYTICS', icon: 'analytics' },
  { to: '/app/subscription', labelKey: 'SHELL.NAV.SUBSCRIPTION', icon: 'subscription' },
  { to: '/app/settings', labelKey: 'SHELL.NAV.SETTINGS', icon: 'settings' },
]
