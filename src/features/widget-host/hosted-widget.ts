import { fromCallback } from 'xstate'
import type { HostedWidgetConfig, WidgetCommand } from '../../../machines/widget-preview.machine'
import { lookOptionsFromChatbot, type ChatbotLookFields } from '../../widget/look'
import type { WidgetOptions } from '../../widget/types'
import { appApiBase } from './embed-code'

/** A hosted widget's configuration from a chatbot's fields (the editor form, the API's chatbot). */
export function configFromChatbot(chatbot: ChatbotLookFields & { id?: number | null }): HostedWidgetConfig {
  return { chatbotId: chatbot.id ?? null, ...lookOptionsFromChatbot(chatbot) }
}

/** How a host places its widget: bubble on the page, or inline in one of its elements. */
export type Placement = Pick<WidgetOptions, 'mode' | 'open' | 'onConversationCreated'> & { container?: () => HTMLElement | null }

function optionsFor(config: HostedWidgetConfig, placement: Placement): WidgetOptions {
  const { container, ...rest } = placement
  return {
    ...rest,
    apiBase: appApiBase(),
    container: container?.() ?? null,
    chatbotId: config.chatbotId,
    conversationId: config.conversationId ?? null,
    accessToken: config.accessToken ?? null,
    name: config.name,
    logoUrl: config.logoUrl,
    colors: config.colors,
    welcomeMessage: config.welcomeMessage,
    language: config.language,
  }
}

/**
 * The widget-preview machine's `widget` actor: `window.ChatWidgetPro.create()` on start,
 * update()/clear() on its commands, destroy() when the machine leaves `ready`.
 */
export function hostedWidgetActor(placement: Placement) {
  return fromCallback<WidgetCommand, HostedWidgetConfig>(({ input, receive }) => {
    const create = window.ChatWidgetPro?.create
    if (!create) throw new Error('ChatWidgetPro is not loaded')
    const widget = create(optionsFor(input, placement))
    receive((command) => {
      if (command.type === 'CLEAR') return widget.clear()
      const { name, logoUrl, colors, welcomeMessage, accessToken, language } = command.config
      widget.update({ name, logoUrl, colors, welcomeMessage, language, accessToken: accessToken ?? null })
    })
    return () => widget.destroy()
  })
}
