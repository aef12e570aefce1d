import { useEffect } from 'react'
import { useActorRef, useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { fromPromise } from 'xstate'
import { widgetPreviewMachine, type HostedWidgetConfig, type LoadFailure } from '../../../machines/widget-preview.machine'
import { DEFAULT_LANGUAGE } from '../../config/constants'
import { isLanguage } from '../../i18n'
import { hostedWidgetActor, type Placement } from './hosted-widget'

/**
 * Runs the widget-preview machine for one host: `load` brings the script (and, when the host needs
 * it, the chatbot); `placement` says where the widget goes. `config` is what the host knows now
 * and is sent on every change; the machine applies it on its 500 ms check.
 */
export function useHostedWidget(options: {
  config: Partial<HostedWidgetConfig>
  load: (known: Partial<HostedWidgetConfig>) => Promise<Partial<HostedWidgetConfig>>
  placement: Placement
}) {
  const { i18n } = useTranslation()
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE
  const config = { ...options.config, language }
  const actor = useActorRef(
    widgetPreviewMachine.provide({
      actors: {
        load: fromPromise<Partial<HostedWidgetConfig>, Partial<HostedWidgetConfig>>(({ input }) => options.load(input)),
        widget: hostedWidgetActor(options.placement),
      },
    }),
    { input: { config } },
  )
  const configKey = JSON.stringify(config)
  useEffect(() => {
    actor.send({ type: 'CONFIG_CHANGED', config: JSON.parse(configKey) as Partial<HostedWidgetConfig> })
  }, [actor, configKey])

  const status = useSelector(actor, (snapshot) => (snapshot.matches('ready') ? 'ready' : snapshot.matches('failed') ? 'failed' : 'loading'))
  const error = useSelector(actor, (snapshot) => snapshot.context.error as LoadFailure | null)
  return { actor, status, error }
}
