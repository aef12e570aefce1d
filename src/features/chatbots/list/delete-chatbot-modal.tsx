import { useSelector } from '@xstate/react'
import { Trans, useTranslation } from 'react-i18next'
import type { ActorRefFrom } from 'xstate'
import type { chatbotDeleteMachine } from '../../../../machines/chatbot-delete.machine'
import { Button } from '../../../components/button/button'
import { Modal, ModalClose } from '../../../components/modal/modal'
import { CHATBOT } from '../../../config/constants'

/**
 * The typed-confirmation delete modal (001 §4, §5). The machine decides everything: what the box
 * holds (upper case, no spaces), whether Confirm is possible, the mismatch message, and the close
 * delay after Escape, backdrop or Cancel.
 */
export function DeleteChatbotModal({ actor }: { actor: ActorRefFrom<typeof chatbotDeleteMachine> }) {
  const { t } = useTranslation()
  const closed = useSelector(actor, (s) => s.matches('closed'))
  const deleting = useSelector(actor, (s) => s.matches('deleting'))
  const mismatch = useSelector(actor, (s) => s.matches({ open: 'mismatch' }))
  const canConfirm = useSelector(actor, (s) => s.can({ type: 'CONFIRM' }))
  const { chatbot, text } = useSelector(actor, (s) => s.context)
  const phrase = CHATBOT.DELETE_PHRASE

  return (
    <Modal
      open={!closed}
      onClose={() => actor.send({ type: 'CANCEL' })}
      title={t('CHATBOTS.DELETE.TITLE')}
      size="sm"
      role="alertdialog"
      dismissible={!deleting}
      className="delete-chatbot"
      footer={
        <>
          <ModalClose>
            <Button variant="secondary" disabled={deleting}>
              {t('CHATBOTS.DELETE.CANCEL')}
            </Button>
          </ModalClose>
          <Button
            variant="danger"
            type="submit"
            form="delete-chatbot-form"
            disabled={!canConfirm && !deleting}
            loading={deleting}
            loadingLabel={t('CHATBOTS.DELETE.DELETING')}
          >
            {t('CHATBOTS.DELETE.CONFIRM')}
          </Button>
        </>
      }
    >
      <form
        id="delete-chatbot-form"
        className="delete-chatbot__form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          actor.send({ type: 'CONFIRM' })
        }}
      >
        <p className="delete-chatbot__warning">
          <Trans i18nKey="CHATBOTS.DELETE.WARNING" values={{ name: chatbot?.name ?? '' }} components={{ strong: <strong /> }} />
        </p>
        <label className="field__label" htmlFor="delete-chatbot-phrase">
          <Trans i18nKey="CHATBOTS.DELETE.INSTRUCTION" values={{ phrase }} components={{ strong: <strong /> }} />
        </label>
        <input
          id="delete-chatbot-phrase"
          className="field__input delete-chatbot__input"
          aria-invalid={mismatch || undefined}
          aria-describedby={mismatch ? 'delete-chatbot-mismatch' : undefined}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          autoFocus
          disabled={deleting}
          value={text}
          onChange={(event) => actor.send({ type: 'CHANGE', text: event.target.value })}
        />
        {mismatch ? (
          <p id="delete-chatbot-mismatch" className="delete-chatbot__mismatch" role="alert">
            {t('CHATBOTS.DELETE.MISMATCH', { phrase })}
          </p>
        ) : null}
      </form>
    </Modal>
  )
}
