import { createActor, fromCallback, fromPromise, type EventObject } from 'xstate'
import { widgetConversationMachine, type ConversationRef, type StreamReplyInput } from '../../machines/widget-conversation.machine'
import { createWidgetApi } from './api'
import { lookChanges, lookFromOptions } from './look'
import { forgetStoredConversation, readStoredConversation, storeConversation } from './storage'
import { STRINGS, languageOf } from './strings'
import type { WidgetInstance, WidgetOptions, WidgetUpdate } from './types'
import { createView } from './view'

/**
 * `window.ChatWidgetPro` (design.md "The embeddable widget"): the chat widget for customers'
 * websites (bubble mode) and for the app's own screens (inline mode). One shadow root per
 * widget; the conversation flow is machines/widget-conversation.machine.ts with fetch-based actors.
 */

function positiveInteger(value: unknown, name: string): number | null {
  if (value === undefined || value === null || value === '') return null
  const number = Number(value)
  if (!Number.isInteger(number) || number < 1) throw new Error(`ChatWidgetPro: ${name} must be a positive integer`)
  return number
}

function absoluteApiBase(value: unknown): string {
  try {
    const url = new URL(String(value))
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.href.replace(/\/+$/, '')
  } catch {
    // Reported below.
  }
  throw new Error("ChatWidgetPro: apiBase must be an absolute http(s) address, e.g. 'https://example.com/v1'")
}

const HOST_STYLE = 'all:initial!important;'
const INLINE_HOST_STYLE = `${HOST_STYLE}display:block!important;width:100%!important;height:100%!important;`

export function create(options: WidgetOptions): WidgetInstance {
  if (!options || typeof options !== 'object') throw new Error('ChatWidgetPro: create() needs an options object')
  const apiBase = absoluteApiBase(options.apiBase)
  const chatbotId = positiveInteger(options.chatbotId, 'chatbotId')
  const conversationId = positiveInteger(options.conversationId, 'conversationId')
  const mode = options.mode === 'inline' ? 'inline' : 'bubble'
  const container = options.container
  if (mode === 'inline' && !(container && typeof container.appendChild === 'function')) {
    throw new Error('ChatWidgetPro: inline mode needs a container element')
  }
  const remember = mode === 'bubble' && chatbotId !== null && conversationId === null
  const live = {
    accessToken: options.accessToken ?? null,
    language: languageOf(options.language, typeof navigator === 'undefined' ? undefined : navigator.language),
    onConversationCreated: options.onConversationCreated,
  }

  const api = createWidgetApi(() => ({ apiBase, chatbotId: chatbotId ?? 0, accessToken: live.accessToken, language: live.language }))
  const machine = widgetConversationMachine.provide({
    actors: {
      fetchLook: fromPromise(({ signal }) => api.fetchLook(signal)),
      fetchHistory: fromPromise<Awaited<ReturnType<typeof api.fetchHistory>>, ConversationRef>(({ input, signal }) => api.fetchHistory(input, signal)),
      createConversation: fromPromise(({ signal }) => api.createConversation(signal)),
      streamReply: fromCallback<EventObject, StreamReplyInput>(({ sendBack, input }) => {
        const controller = new AbortController()
        api.streamReply(input.conversation, input.query, (text) => sendBack({ type: 'DELTA', text }), controller.signal).then(
          () => sendBack({ type: 'REPLY_DONE' }),
          (error) => {
            if (!controller.signal.aborted) sendBack({ type: 'REPLY_FAILED', error })
          },
        )
        return () => controller.abort()
      }),
    },
    actions: {
      persistConversation: (_, { conversation }) => {
        if (remember) storeConversation(chatbotId!, conversation)
      },
      forgetStoredConversation: () => {
        if (remember) forgetStoredConversation(chatbotId!)
      },
      notifyConversationCreated: (_, { id }) => {
        try {
          live.onConversationCreated?.(id)
        } catch (error) {
          console.error('ChatWidgetPro: onConversationCreated failed', error)
        }
      },
    },
  })

  const actor = createActor(machine, {
    input: {
      look: lookFromOptions(options, apiBase),
      conversation: conversationId !== null ? { id: conversationId, token: null } : remember ? readStoredConversation(chatbotId!) : null,
      fetchLook: options.fetchLook === true && chatbotId !== null,
      canChat: chatbotId !== null,
      bound: conversationId !== null,
    },
  })

  const host = document.createElement('div')
  host.setAttribute('data-chat-widget-pro', '')
  host.style.cssText = mode === 'inline' ? INLINE_HOST_STYLE : HOST_STYLE
  const root = host.attachShadow({ mode: 'open' })
  const view = createView(
    root,
    { mode, open: options.open === true, strings: () => STRINGS[live.language] },
    {
      canSend: (text) => actor.getSnapshot().can({ type: 'SEND', text }),
      send: (text) => {
        if (!actor.getSnapshot().can({ type: 'SEND', text })) return false
        actor.send({ type: 'SEND', text })
        return true
      },
      retry: () => actor.send({ type: 'RETRY' }),
      newChat: () => actor.send({ type: 'CLEAR' }),
    },
  )
  const subscription = actor.subscribe({
    next: (snapshot) => view.render(snapshot),
    error: (error) => console.error('ChatWidgetPro:', error),
  })
  actor.start()
  view.render(actor.getSnapshot())

  if (mode === 'inline') container!.appendChild(host)
  else if (document.body) document.body.appendChild(host)
  else document.addEventListener('DOMContentLoaded', () => document.body.appendChild(host), { once: true })

  let destroyed = false
  return {
    update(changes: WidgetUpdate) {
      if (destroyed || !changes || typeof changes !== 'object') return
      if ('accessToken' in changes) live.accessToken = changes.accessToken ?? null
      if ('onConversationCreated' in changes) live.onConversationCreated = changes.onConversationCreated
      if (changes.language === 'vi' || changes.language === 'en') live.language = changes.language
      const look = lookChanges(changes, actor.getSnapshot().context.look, apiBase)
      if (Object.keys(look).length) actor.send({ type: 'UPDATE_LOOK', look })
      else view.render(actor.getSnapshot())
    },
    clear() {
      if (!destroyed) actor.send({ type: 'CLEAR' })
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      subscription.unsubscribe()
      actor.stop()
      host.remove()
    },
  }
}
