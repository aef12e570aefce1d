import type { Row } from '../db/schemas'
import type { Schemas } from '../shared/api-types'
import { COLOUR_FIELDS, DEFAULT_AGENT_ID, DEFAULT_COLOURS, DEFAULT_SETTINGS, type ColourField } from './defaults'

type ChatbotRow = Row<'chatbots'>

/** The seven colours, defaults where a stored one is missing. */
function coloursOf(row: ChatbotRow): Record<ColourField, string> {
  return Object.fromEntries(COLOUR_FIELDS.map((field) => [field, row[field] ?? DEFAULT_COLOURS[field]])) as Record<ColourField, string>
}

/** openapi Chatbot: everything, for the owner only. */
export function serializeChatbot(row: ChatbotRow): Schemas['Chatbot'] {
  return {
    id: row.id,
    agent_id: row.agent_id ?? DEFAULT_AGENT_ID,
    user_id: row.user_id,
    name: row.name,
    tagline: row.tagline,
    description: row.description ?? '',
    logo_url: row.logo_url,
    ...coloursOf(row),
    status: row.status,
    initial_prompt: row.initial_prompt ?? '',
    embed_widget: row.embed_widget ?? true,
    powered_by: row.powered_by,
    agent_type: row.agent_type,
    created_at: row.created_at,
    updated_at: row.updated_at,
    generalSettings: { ...DEFAULT_SETTINGS.generalSettings, ...row.generalSettings } as Schemas['GeneralSettings'],
    dataSourceSettings: { ...DEFAULT_SETTINGS.dataSourceSettings, ...row.dataSourceSettings } as Schemas['DataSourceSettings'],
    leadCollectionSettings: { ...DEFAULT_SETTINGS.leadCollectionSettings, ...row.leadCollectionSettings } as Schemas['LeadCollectionSettings'],
    advancedSettings: { ...DEFAULT_SETTINGS.advancedSettings, ...row.advancedSettings } as Schemas['AdvancedSettings'],
    developmentSettings: { ...DEFAULT_SETTINGS.developmentSettings, ...row.developmentSettings } as Schemas['DevelopmentSettings'],
  }
}

/** openapi WidgetChatbot: only what draws the widget; never settings, secrets or the owner. */
export function serializeWidgetChatbot(row: ChatbotRow): Schemas['WidgetChatbot'] {
  const { id, name, logo_url, status, initial_prompt, agent_type } = serializeChatbot(row)
  return { id, name, logo_url, ...coloursOf(row), initial_prompt, agent_type, status }
}

/** Whether visitors may see and chat with the bot (001 §3: `active`, anything else is not). */
export function isActive(row: ChatbotRow): boolean {
  return row.status === 'active'
}
