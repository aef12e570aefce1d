import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { Button } from '../../components/button/button'
import { MultilineField } from '../../components/form/form-field'
import type { BulkResult } from './bulk-import'
import type { FlowActor } from './use-chat-demo'

/** The result message's text: the two spec'd refusals, or the counts. */
function resultText(t: (key: string, values?: Record<string, number>) => string, result: BulkResult): string {
  if (!result.success) return t(result.reason === 'empty' ? 'CHAT_DEMO.TEXT.EMPTY' : 'CHAT_DEMO.TEXT.NO_PAIRS')
  if (result.mode === 'replace') return t('CHAT_DEMO.TEXT.REPLACED', { processed: result.processed })
  return t('CHAT_DEMO.TEXT.ADDED', { processed: result.processed, added: result.added, updated: result.updated })
}

/** The paste tab: HUMAN:/BOT: lines, added to the flow or replacing it; the result stands for 3 s. */
export function BulkTextTab({ flow }: { flow: FlowActor }) {
  const { t } = useTranslation()
  const text = useSelector(flow, (state) => state.context.bulkText)
  const result = useSelector(flow, (state) => (state.matches({ parseResult: 'shown' }) ? state.context.bulkResult : null))
  return (
    <div className="chat-demo__form">
      <MultilineField
        id="chat-demo-bulk"
        className="chat-demo__bulk"
        label={t('CHAT_DEMO.TEXT.LABEL')}
        hint={t('CHAT_DEMO.TEXT.HINT')}
        placeholder={t('CHAT_DEMO.TEXT.PLACEHOLDER')}
        rows={12}
        spellCheck={false}
        value={text}
        onChange={(event) => flow.send({ type: 'CHANGE_BULK_TEXT', text: event.target.value })}
      />
      <div className="chat-demo__buttons">
        <Button onClick={() => flow.send({ type: 'IMPORT_BULK', mode: 'add' })}>{t('CHAT_DEMO.TEXT.ADD')}</Button>
        <Button variant="secondary" onClick={() => flow.send({ type: 'IMPORT_BULK', mode: 'replace' })}>
          {t('CHAT_DEMO.TEXT.REPLACE')}
        </Button>
      </div>
      <div className="chat-demo__result-slot" role="status">
        {result ? (
          <p className={`chat-demo__result chat-demo__result--${result.success ? 'success' : 'error'}`}>{resultText(t, result)}</p>
        ) : null}
      </div>
    </div>
  )
}
