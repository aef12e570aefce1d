import type { ServerContext } from '../context'
import type { Row } from '../db/schemas'
import { badRequest } from '../http/errors'
import { ownedChatbot } from '../http/route-helpers'
import type { BodyWithDefaults, Schemas } from '../shared/api-types'
import {
  COLOUR_FIELDS,
  DEFAULT_AGENT_ID,
  DEFAULT_COLOURS,
  DEFAULT_POWERED_BY,
  SETTINGS_FIELDS,
  type ColourField,
  type SettingsField,
} from './defaults'

/** Keys with an openapi `default` arrive only when sent (the validator does not fill defaults in). */
export type ChatbotCreateBody = BodyWithDefaults<Schemas['ChatbotCreateInput'], 'status' | 'embed_widget' | 'agent_type' | ColourField>
export type ChatbotUpdateBody = Schemas['ChatbotUpdateInput']
type AgentType = Schemas['AgentType']
type Settings = Record<string, unknown>

/** `user_id` in a save body is optional; when sent it must be the caller (decision 111). */
function checkUserId(userId: number, sent: number | undefined): void {
  if (sent !== undefined && sent !== userId) {
    throw badRequest({ vi: 'user_id phải là tài khoản của bạn', en: 'user_id must be your own id' }, [
      { path: 'body.user_id', message: 'must be your own id' },
    ])
  }
}

/**
 * The industry a bot of `agentType` ends up with (001 §4): TRA_LOI without one gets 8;
 * TU_VAN must name one. The agent must exist and be of the bot's type.
 */
function resolveAgentId(ctx: ServerContext, agentType: AgentType, agentId: number | undefined): number {
  if (agentId === undefined) {
    if (agentType === 'TRA_LOI') return DEFAULT_AGENT_ID
    throw badRequest({ vi: 'Hãy chọn ngành nghề cho chatbot.', en: 'Choose a service industry for the chatbot.' }, [
      { path: 'body.agent_id', message: 'is required for TU_VAN' },
    ])
  }
  const agent = ctx.db.byId('agents', agentId)
  if (!agent) {
    throw badRequest({ vi: 'Ngành nghề không tồn tại', en: 'No such service industry' }, [
      { path: 'body.agent_id', message: 'does not name an agent' },
    ])
  }
  if (agent.agent_type !== agentType) {
    throw badRequest(
      { vi: `Ngành nghề này không dành cho chatbot ${agentType}`, en: `This service industry is not for ${agentType} chatbots` },
      [{ path: 'body.agent_id', message: `is a ${agent.agent_type} agent` }],
    )
  }
  return agent.id
}

/** Copies of the sub-settings objects the body sends; each replaces the stored one whole. */
function settingsOf(input: Partial<Record<SettingsField, object>>): Partial<Record<SettingsField, Settings>> {
  const sent: Partial<Record<SettingsField, Settings>> = {}
  for (const field of SETTINGS_FIELDS) if (input[field] !== undefined) sent[field] = { ...input[field] } as Settings
  return sent
}

/** POST /chatbots without `id` (decision 111): defaults from 001 §9 and decision 112. */
export async function createChatbot(ctx: ServerContext, userId: number, input: ChatbotCreateBody): Promise<Row<'chatbots'>> {
  checkUserId(userId, input.user_id)
  const agentType = input.agent_type ?? 'TRA_LOI'
  const now = ctx.now().toISOString()
  const colours = Object.fromEntries(COLOUR_FIELDS.map((field) => [field, input[field] ?? DEFAULT_COLOURS[field]])) as Record<ColourField, string>
  const settings = settingsOf(input)
  return ctx.db.insert('chatbots', {
    user_id: userId,
    agent_type: agentType,
    agent_id: resolveAgentId(ctx, agentType, input.agent_id),
    name: input.name.trim(),
    tagline: input.tagline ?? null,
    description: input.description,
    logo_url: input.logo_url ?? null,
    ...colours,
    status: input.status ?? 'active',
    initial_prompt: input.initial_prompt,
    embed_widget: input.embed_widget ?? true,
    powered_by: input.powered_by === undefined ? DEFAULT_POWERED_BY : input.powered_by,
    generalSettings: settings.generalSettings ?? null,
    dataSourceSettings: settings.dataSourceSettings ?? null,
    leadCollectionSettings: settings.leadCollectionSettings ?? null,
    advancedSettings: settings.advancedSettings ?? null,
    developmentSettings: settings.developmentSettings ?? null,
    created_at: now,
    updated_at: now,
  })
}

/**
 * POST /chatbots with `id`: only the caller's bot (else 404). Fields left out keep their values;
 * a sub-settings object sent replaces the stored one whole. Changing the type without naming an
 * agent clears it (001 §4): TRA_LOI then gets 8, TU_VAN must name one.
 */
export async function updateChatbot(ctx: ServerContext, userId: number, input: ChatbotUpdateBody): Promise<Row<'chatbots'>> {
  const row = ownedChatbot(ctx, userId, input.id)
  checkUserId(userId, input.user_id)
  const { id: _id, user_id: _userId, ...fields } = input
  const agentType = input.agent_type ?? row.agent_type
  const keptAgent = agentType === row.agent_type ? (row.agent_id ?? undefined) : undefined
  const patch: Partial<Row<'chatbots'>> = {
    ...fields,
    ...settingsOf(input),
    agent_type: agentType,
    agent_id: resolveAgentId(ctx, agentType, input.agent_id ?? keptAgent),
    updated_at: ctx.now().toISOString(),
  }
  if (input.name !== undefined) patch.name = input.name.trim()
  return (await ctx.db.update('chatbots', row.id, patch))!
}
