import type { MachineSamples } from '../machine-graph'
import type { HostedWidgetConfig, WidgetPreviewInput } from '../../../machines/widget-preview.machine'

export const config: HostedWidgetConfig = {
  chatbotId: 5,
  name: 'Hỗ trợ khách hàng',
  logoUrl: null,
  colors: { header: '#3B82F6' },
  welcomeMessage: 'Chào bạn!',
}

/** The editor's preview of a saved bot. */
export const input: WidgetPreviewInput = { config }

/** Payloads that steer the widget-preview machine's guards down each branch. */
export const samples: MachineSamples = {
  input,
  events: {
    CONFIG_CHANGED: [
      { type: 'CONFIG_CHANGED', config: { name: 'Shop Mai' } } as never,
      { type: 'CONFIG_CHANGED', config: { chatbotId: 6 } } as never,
    ],
    'xstate.done.actor.load': [{ type: 'xstate.done.actor.load', output: config } as never],
    'xstate.error.actor.load': [
      { type: 'xstate.error.actor.load', error: { reason: 'missingId' } } as never,
      { type: 'xstate.error.actor.load', error: { reason: 'loadFailed' } } as never,
    ],
    'xstate.error.actor.widget': [{ type: 'xstate.error.actor.widget', error: new Error('inline mode needs a container element') } as never],
  },
}
