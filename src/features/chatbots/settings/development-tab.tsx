import { useSelector } from '@xstate/react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import { EmbedCodeBlock } from '../../widget-host/embed-code-block'
import type { SettingsActor } from './chatbot-settings-page'

const CHANNELS = ['FACEBOOK', 'ZALO', 'WHATSAPP'] as const

/**
 * 001 §2.4: four sub-tabs. Website gives the embed code of the saved bot; the Facebook, Zalo and
 * WhatsApp connections come in a later issue and say so.
 */
export function DevelopmentTab({ actor }: { actor: SettingsActor }) {
  const { t } = useTranslation()
  // The tab opens only for a saved bot; the code carries what is saved, not unsaved edits.
  const chatbot = useSelector(actor, (s) => s.context.chatbot)
  if (!chatbot) return null

  return (
    <Tabs.Root className="development-tab" defaultValue="WEBSITE">
      <Tabs.List className="development-tab__list" aria-label={t('CHATBOTS.DEVELOPMENT.TABS_LABEL')}>
        {(['WEBSITE', ...CHANNELS] as const).map((channel) => (
          <Tabs.Trigger key={channel} value={channel} className="development-tab__tab">
            {t(`CHATBOTS.DEVELOPMENT.${channel}`)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="WEBSITE" className="card development-tab__panel">
        <h2 className="chatbot-settings__section-title">{t('CHATBOTS.DEVELOPMENT.WEBSITE_TITLE')}</h2>
        <p className="chatbot-settings__hint">{t('CHATBOTS.DEVELOPMENT.WEBSITE_TEXT')}</p>
        <EmbedCodeBlock chatbot={chatbot} />
      </Tabs.Content>
      {CHANNELS.map((channel) => (
        <Tabs.Content key={channel} value={channel} className="card development-tab__panel chatbot-settings__pending">
          <span className="placeholder-page__badge">{t('PLACEHOLDER.BADGE')}</span>
          <p>{t('CHATBOTS.DEVELOPMENT.CHANNEL_PENDING', { channel: t(`CHATBOTS.DEVELOPMENT.${channel}`) })}</p>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}
