/**
 * The spec's business constants (000 §9, 001 §9), in one place.
 * Durations are milliseconds. Machines name their delays after these.
 */
export const SESSION = {
  REFRESH_INTERVAL_MS: 60_000,
} as const

export const STORAGE_KEYS = {
  CURRENT_USER: 'currentUser',
  ACCESS_TOKEN: 'access_token',
  REFRESH_TOKEN: 'refresh_token',
  LANGUAGE: 'language',
  CONVERSATION_ID: 'conversationId',
} as const

export const LANGUAGES = ['vi', 'en'] as const
export type Language = (typeof LANGUAGES)[number]
/** The translation loader's default (000 §1). */
export const DEFAULT_LANGUAGE: Language = 'vi'

export const PAYMENT = {
  POLL_INTERVAL_MS: 2_000,
  COUNTDOWN_TICK_MS: 1_000,
  QR_SIZE_PX: 200,
  QR_MARGIN: 2,
} as const

export const PIE_COLOURS = ['#069206', '#10B981', '#F59E0B', '#3B82F6', '#8B5CF6', '#EC4899', '#F43F5E'] as const

export const LAYOUT = {
  SIDEBAR_COLLAPSE_BELOW_PX: 1024,
} as const

export const FACEBOOK_CALLBACK = {
  CLOSE_AFTER_SUCCESS_MS: 1_500,
  CLOSE_AFTER_PARAMETER_ERROR_MS: 3_000,
  CLOSE_AFTER_API_ERROR_MS: 30_000,
} as const

export const ALERT = {
  AUTO_CLOSE_MS: 3_000,
  FADE_OUT_MS: 200,
} as const

export const MODAL = {
  CLOSE_ANIMATION_MS: 300,
} as const

export const TOAST_DURATION_MS = {
  success: 5_000,
  error: 7_000,
  warning: 6_000,
  info: 4_000,
} as const

export const TOAST_POSITIONS = ['top-right', 'top-left', 'bottom-right', 'bottom-left', 'top-center', 'bottom-center'] as const

export const VIDEO_FRAME = { WIDTH: 346, HEIGHT: 506 } as const

export const CHATBOT = {
  DEFAULT_AGENT_ID_TRA_LOI: 8,
  DELETE_PHRASE: 'XOACHATBOT',
  DELETE_MODAL_CLOSE_MS: 200,
  PREVIEW_POLL_MS: 500,
} as const

export const UPLOAD = {
  MAX_FILE_MB: 20,
  MAX_IMAGE_MB: 10,
  DEFAULT_ACCEPT: ['.xls', '.xlsx', '.txt', '.doc', '.docx'],
  SUCCESS_CLOSE_MS: 2_000,
  FAQ_IMPORT_SUCCESS_CLOSE_MS: 1_500,
} as const

export const PAGE_SIZE = {
  FAQ: 20,
  CRAWL: 10,
  PRODUCTS: 10,
  CHATBOTS: 10,
  LIVE_CHATS: 10,
  CHATBOT_SELECTOR: 100,
  LEADS: 10,
  DEFAULT: 10,
  OPTIONS: [10, 20, 30, 40],
  WINDOW: 5,
} as const

export const CRAWL = {
  MAX_DEPTH: 10,
  LIST_REFRESH_MS: 20_000,
} as const

export const SOCKET = {
  PATH: '/socket.io/',
  RECONNECTION_ATTEMPTS: 5,
  RECONNECTION_DELAY_MS: 2_000,
  TIMEOUT_MS: 30_000,
} as const

export const ZALO = {
  QR_VALID_MS: 300_000,
  STATUS_POLL_MS: 1_000,
} as const

export const DROPDOWN = {
  MAX_ITEMS: 10,
  MIN_SEARCH_LENGTH: 0,
  SEARCH_FOCUS_DELAY_MS: 100,
} as const

export const RELATIVE_DATE = {
  REFRESH_MS: 60_000,
  TIME_ZONE: 'Asia/Ho_Chi_Minh',
  LOCALE: 'vi-VN',
} as const

/** The scripted chat demo at /chat-demo-570 (000 §2, §4 "Demo chat", §9; decision 910). */
export const CHAT_DEMO = {
  BOT_REPLY_DELAY_MS: 1_000,
  STEP_GAP_MS: 2_000,
  /** Auto chat types a character every 50 to 150 ms (chosen at random, both ends included). */
  TYPING_MIN_MS: 50,
  TYPING_MAX_MS: 150,
  PAUSE_AFTER_TYPING_MS: 500,
  PARSE_RESULT_MS: 3_000,
  WIDGET_WIDTH_PX: 350,
  WIDGET_HEIGHT_PX: 500,
  PREVIEW_MAX_WIDTH_PX: 1_200,
  THEMES: ['default', 'facebook', 'zalo'],
  /** Where an edited flow is kept in localStorage (decision 910); the sample is never stored. */
  STORAGE_KEY: 'chatDemoFlow',
  /** How many sample steps ship (greeting, name, price, thanks, help, markdown, goodbye). */
  SAMPLE_STEP_KEYS: ['GREETING', 'NAME', 'PRICE', 'THANKS', 'HELP', 'MARKDOWN', 'GOODBYE'],
} as const
export type ChatDemoTheme = (typeof CHAT_DEMO.THEMES)[number]

/** The API base path; openapi.yaml servers[0].url says the same. */
export const API_BASE = '/v1'

// ── Subscriptions and dashboard (issue 4): our choices, not spec numbers (docs/decisions/40x) ──
export const PAYMENT_FLOW = {
  /** How long the modal shows 'paid' before it closes and the owner goes to the dashboard (decision 401). */
  PAID_NOTICE_MS: 1_500,
} as const
/** 000 §9 plan colours, matched on the plan's name (case-insensitive); professional is also the popular plan. */
export const PLAN_COLOURS = {
  professional: 'green',
  enterprise: 'blue',
  OTHERS: 'gray',
} as const

/* ── The embeddable chat widget (issue 5, widget half; decisions 600–619) ── */
export const WIDGET = {
  /** Where the Node server and the dev server serve the widget bundle (001 §4). */
  SCRIPT_PATH: '/js/v2/chat-widget-pro.iife.js',
  /** design.md: at most 25 KB gzip for the whole script, its state machine included. */
  MAX_GZIP_BYTES: 25_000,
  /** A call that has not answered, or a reply stream silent this long, is a network failure (decision 602). */
  NO_RESPONSE_MS: 30_000,
  /** openapi ChatStreamRequest.query maxLength = the chatbot default maxMessageLength (001 §9). */
  MAX_MESSAGE_LENGTH: 1_000,
  /** A colour that is missing or not a hex value falls back to the chatbot defaults (decision 112). */
  DEFAULT_COLORS: {
    header: '#069206',
    background: '#FFFFFF',
    userText: '#FFFFFF',
    userBackground: '#069206',
    botText: '#111827',
    botBackground: '#F3F4F6',
  },
} as const

/* ── Chatbot editor (001 §2.2; issue 5, chatbot screens) ──
 * A new chatbot's six widget colours by field name: the widget's defaults (decision 112), so the
 * editor's pickers and live preview start from what a saved bot would get. */
export const CHATBOT_DEFAULT_COLOURS = {
  color_background: WIDGET.DEFAULT_COLORS.background,
  color_header: WIDGET.DEFAULT_COLORS.header,
  color_background_user_text: WIDGET.DEFAULT_COLORS.userBackground,
  color_user_text: WIDGET.DEFAULT_COLORS.userText,
  color_background_bot_text: WIDGET.DEFAULT_COLORS.botBackground,
  color_bot_text: WIDGET.DEFAULT_COLORS.botText,
} as const

/* ── Public site (issue 3, public half; decisions 500–519) ── */
/** The marketing claims of 000 §1, shown as the site's claims (not measured figures). */
export const MARKETING_CLAIMS = {
  BUSINESSES: 1000,
  CONVERSION_UP_PERCENT: 40,
  RESPONSE_TIME_DOWN_PERCENT: 60,
  COST_DOWN_PERCENT: 70,
  CLOSE_RATE_UP_PERCENT: 50,
  RESPONSE_UNDER_SECONDS: 10,
  SATISFACTION_PERCENT: 95,
  TESTIMONIAL_RATING: 5,
} as const
/** Data deletion takes about 30 days (000 §9). */
export const DATA_DELETION_DAYS = 30
/** The landing page's JavaScript before the first interaction, gzip (issue 3 "Done when"). */
export const LANDING_JS_BUDGET_BYTES = 150 * 1024

/* ── Knowledge tab (issue 6, front end; decisions 900–919) ── */
export const KNOWLEDGE = {
  /** 001 §7/§8: the catalogue lists fall back to these when they cannot be loaded. */
  FALLBACK_CATALOG_TYPES: ['product', 'promotion'],
  /** The content type a new upload, link import or batch crawl starts with (001 §7 "type (default product)"). */
  DEFAULT_CONTENT_TYPE: 'product',
  /** Where the FAQ import modal's Excel template is served (made by the backend). */
  FAQ_TEMPLATE_PATH: '/assets/templates/faq-import-template.xlsx',
  /** The file types of the three upload modals (001 §5). */
  FAQ_IMPORT_ACCEPT: ['.xls', '.xlsx'],
  LINK_IMPORT_ACCEPT: ['.xls', '.xlsx'],
  DOCUMENT_ACCEPT: ['.doc', '.docx', '.txt'],
  /** The batch crawl takes at most this many URL records at once (openapi BatchCrawlRequest.urls maxItems). */
  BATCH_MAX_URLS: 100,
} as const
