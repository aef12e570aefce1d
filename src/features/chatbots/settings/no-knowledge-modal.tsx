import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../../components/button/button'
import { Modal } from '../../../components/modal/modal'
import type { SettingsActor } from './chatbot-settings-page'

/** 001 §2.1: the bot has no knowledge; the button and closing both switch to the knowledge tab. */
export function NoKnowledgeModal({ actor }: { actor: SettingsActor }) {
  const { t } = useTranslation()
  const open = useSelector(actor, (s) => s.matches({ editing: { save: 'noKnowledgeWarning' } }))
  return (
    <Modal
      open={open}
      onClose={() => actor.send({ type: 'CLOSE_WARNING' })}
      title={t('CHATBOTS.NO_KNOWLEDGE.TITLE')}
      size="sm"
      footer={<Button onClick={() => actor.send({ type: 'LOAD_KNOWLEDGE_NOW' })}>{t('CHATBOTS.NO_KNOWLEDGE.LOAD_NOW')}</Button>}
    >
      <p className="chatbot-settings__warning-text">{t('CHATBOTS.NO_KNOWLEDGE.TEXT')}</p>
    </Modal>
  )
}
