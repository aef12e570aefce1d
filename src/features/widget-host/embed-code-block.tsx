import { useTranslation } from 'react-i18next'
import { Button } from '../../components/button/button'
import { showToast } from '../../components/toast/toast-store'
import { copyText } from '../../lib/clipboard'
import { appApiBase, embedCode, type EmbeddableChatbot } from './embed-code'
import './widget-host.css'

/**
 * The Website sub-tab's read-only embed code with a copy button (001 §2.4). Pasted into any page,
 * on any origin, it brings up the working widget.
 */
export function EmbedCodeBlock({ chatbot }: { chatbot: EmbeddableChatbot }) {
  const { t } = useTranslation()
  const code = embedCode(chatbot, appApiBase())

  async function copy() {
    const copied = await copyText(code)
    showToast(copied ? { type: 'success', message: t('WIDGET_HOST.EMBED.COPIED') } : { type: 'error', message: t('WIDGET_HOST.EMBED.COPY_FAILED') })
  }

  return (
    <div className="embed-code">
      <textarea
        className="embed-code__text"
        readOnly
        value={code}
        rows={code.split('\n').length}
        spellCheck={false}
        aria-label={t('WIDGET_HOST.EMBED.LABEL')}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button variant="secondary" onClick={() => void copy()}>
        {t('WIDGET_HOST.EMBED.COPY')}
      </Button>
    </div>
  )
}
