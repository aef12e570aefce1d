import type { components } from '../api/schema'
import { WIDGET } from '../config/constants'
import type { LookChanges, WidgetColors, WidgetLook } from '../../machines/widget-conversation.machine'

type WidgetChatbot = components['schemas']['WidgetChatbot']

/** The chatbot fields that make the widget's look (openapi Chatbot and WidgetChatbot share them). */
export type ChatbotLookFields = Partial<
  Pick<
    WidgetChatbot,
    | 'name'
    | 'logo_url'
    | 'initial_prompt'
    | 'color_header'
    | 'color_background'
    | 'color_user_text'
    | 'color_background_user_text'
    | 'color_bot_text'
    | 'color_background_bot_text'
  >
>

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i

/** Only `#rgb`, `#rgba`, `#rrggbb` or `#rrggbbaa` ever reaches a style; anything else is refused. */
export function isHexColor(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value.trim())
}

/** An absolute http(s) logo address, else null (the widget then shows the name's initial). */
export function safeLogoUrl(value: unknown, base?: string): string | null {
  if (typeof value !== 'string' || !value.trim()) return null
  try {
    const url = new URL(value.trim(), base)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** The widget's colour names from the chatbot's colour fields (001 §3, §2.4). */
export function colorsFromChatbot(chatbot: ChatbotLookFields): Partial<WidgetColors> {
  return {
    header: chatbot.color_header,
    background: chatbot.color_background,
    userText: chatbot.color_user_text,
    userBackground: chatbot.color_background_user_text,
    botText: chatbot.color_bot_text,
    botBackground: chatbot.color_background_bot_text,
  }
}

/** The widget options' look fields from a chatbot (the embed snippet, the app's hosts). */
export function lookOptionsFromChatbot(chatbot: ChatbotLookFields) {
  return {
    name: chatbot.name ?? '',
    logoUrl: chatbot.logo_url ?? null,
    colors: colorsFromChatbot(chatbot),
    welcomeMessage: chatbot.initial_prompt ?? '',
  }
}

/** Keeps the valid colours of `colors`; the others come from `fallback`. */
export function safeColors(colors: Partial<Record<keyof WidgetColors, unknown>> | undefined, fallback: WidgetColors): WidgetColors {
  const result = { ...fallback }
  for (const key of Object.keys(fallback) as (keyof WidgetColors)[]) {
    const value = colors?.[key]
    if (isHexColor(value)) result[key] = value.trim()
  }
  return result
}

export interface LookOptions {
  name?: unknown
  logoUrl?: unknown
  colors?: Partial<Record<keyof WidgetColors, unknown>>
  welcomeMessage?: unknown
}

/** A complete, safe look from the host's options: invalid colours take the defaults. */
export function lookFromOptions(options: LookOptions, base?: string): WidgetLook {
  return {
    name: typeof options.name === 'string' ? options.name : '',
    logoUrl: safeLogoUrl(options.logoUrl, base),
    colors: safeColors(options.colors, WIDGET.DEFAULT_COLORS),
    welcomeMessage: typeof options.welcomeMessage === 'string' ? options.welcomeMessage : '',
  }
}

/**
 * The changes an update() asks for, made safe: an invalid colour (e.g. a half-typed hex in the
 * editor) keeps the current one, so the preview never flashes the defaults.
 */
export function lookChanges(options: LookOptions, current: WidgetLook, base?: string): LookChanges {
  const changes: LookChanges = {}
  if (typeof options.name === 'string') changes.name = options.name
  if (options.logoUrl !== undefined) changes.logoUrl = safeLogoUrl(options.logoUrl, base)
  if (typeof options.welcomeMessage === 'string') changes.welcomeMessage = options.welcomeMessage
  if (options.colors) changes.colors = safeColors(options.colors, current.colors)
  return changes
}
