import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { Button, buttonClass } from '../../../components/button/button'
import type { SettingsActor } from './chatbot-settings-page'

/** 001 §2.1: the create or edit title with the bot's name, Save (disabled while saving) and Preview. */
export function SettingsHeader({ actor }: { actor: SettingsActor }) {
  const { t } = useTranslation()
  const chatbotId = useSelector(actor, (s) => s.context.chatbotId)
  const name = useSelector(actor, (s) => s.context.form.name.trim())
  const saving = useSelector(actor, (s) => s.hasTag('saving'))

  return (
    <header className="chatbot-settings__header">
      <div className="chatbot-settings__heading">
        <Link to="/app/chatbot-settings" className="chatbot-settings__back">
          ← {t('CHATBOTS.SETTINGS.BACK')}
        </Link>
        <h1 className="chatbot-settings__title">{t(chatbotId === null ? 'PAGES.CHATBOT_NEW.TITLE' : 'PAGES.CHATBOT_EDIT.TITLE')}</h1>
        <p className="chatbot-settings__name">{name || t('CHATBOTS.SETTINGS.UNNAMED')}</p>
      </div>
      <div className="chatbot-settings__header-actions">
        {chatbotId === null ? (
          <Button variant="secondary" disabled title={t('CHATBOTS.SETTINGS.PREVIEW_NEW_HINT')}>
            {t('CHATBOTS.SETTINGS.PREVIEW')}
          </Button>
        ) : (
          <a href={`/preview/chatbot/${chatbotId}`} target="_blank" rel="noopener noreferrer" className={buttonClass({ variant: 'secondary' })}>
            {t('CHATBOTS.SETTINGS.PREVIEW')}
          </a>
        )}
        <Button onClick={() => actor.send({ type: 'SAVE' })} loading={saving} loadingLabel={t('CHATBOTS.SETTINGS.SAVING')}>
          {t('CHATBOTS.SETTINGS.SAVE')}
        </Button>
      </div>
    </header>
  )
}
