import { CHATBOT } from '../../src/config/constants'

/** 001 §4 / §9: a TRA_LOI bot without an industry gets the general agent. */
export const DEFAULT_AGENT_ID = CHATBOT.DEFAULT_AGENT_ID_TRA_LOI

/** The product's name, shown as "powered by" under a new bot's widget (decision 112). */
export const DEFAULT_POWERED_BY = 'ChatBot AI'

/** Colour defaults of openapi ChatbotCreateInput (decision 112); a contract test keeps them equal. */
export const DEFAULT_COLOURS = {
  color: '#069206',
  color_background: '#FFFFFF',
  color_background_bot_text: '#F3F4F6',
  color_background_user_text: '#069206',
  color_bot_text: '#111827',
  color_header: '#069206',
  color_user_text: '#FFFFFF',
} as const

export type ColourField = keyof typeof DEFAULT_COLOURS
export const COLOUR_FIELDS = Object.keys(DEFAULT_COLOURS) as ColourField[]

/**
 * 001 §9 sub-setting defaults (also the `default`s in openapi.yaml). A stored sub-settings
 * object is read on top of these, so a key the owner never set shows its default.
 */
export const DEFAULT_SETTINGS = {
  generalSettings: { messageDelay: 1 },
  dataSourceSettings: { crawlDepth: '2 - Homepage and linked pages' },
  leadCollectionSettings: {},
  advancedSettings: { maxMessageLength: 1000, maxConversationLength: 50, autoCloseAfter: 30 },
  developmentSettings: { api_version: 'v1' },
} as const

export type SettingsField = keyof typeof DEFAULT_SETTINGS
export const SETTINGS_FIELDS = Object.keys(DEFAULT_SETTINGS) as SettingsField[]
