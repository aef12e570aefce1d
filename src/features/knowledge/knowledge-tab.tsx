import { useActorRef, useSelector } from '@xstate/react'
import { Tabs } from 'radix-ui'
import { useTranslation } from 'react-i18next'
import type { components } from '../../api/schema'
import { quietApi } from '../../api/client'
import { catalogLoader } from './catalogs'
import { FaqTab } from './faq/faq-tab'
import { DataSourceTab } from './source/data-source-tab'
import './knowledge.css'

type Chatbot = components['schemas']['Chatbot']

export interface KnowledgeTabProps {
  /** The loaded chatbot: its id, and its type (the knowledge tools are for TU_VAN bots only). */
  chatbot: Pick<Chatbot, 'id' | 'agent_type'>
}

const NO_CATALOGS: never[] = []
// Module-level, so the logic is the same on every render (useActorRef warns when it changes).
const allCatalogsLoader = catalogLoader(quietApi, '/catalogs')
const crawlCatalogsLoader = catalogLoader(quietApi, '/catalogs/crawl')

/**
 * The knowledge tab of the chatbot settings page (001 §2.3): two sub-tabs, data-source-bulk (the
 * loaded knowledge, uploads and crawls) and faq. The content-type lists are loaded once here and
 * fall back to product and promotion (001 §7, §8).
 */
export function KnowledgeTab({ chatbot }: KnowledgeTabProps) {
  const { t } = useTranslation()
  const catalogs = useSelector(useActorRef(allCatalogsLoader), (s) => s.output) ?? NO_CATALOGS
  const crawlCatalogs = useSelector(useActorRef(crawlCatalogsLoader), (s) => s.output) ?? NO_CATALOGS

  return (
    <Tabs.Root className="knowledge-tab" defaultValue="data-source-bulk">
      <Tabs.List className="knowledge-subtabs" aria-label={t('KNOWLEDGE.TABS_LABEL')}>
        <Tabs.Trigger className="knowledge-subtabs__tab" value="data-source-bulk">
          {t('KNOWLEDGE.TAB_DATA_SOURCE')}
        </Tabs.Trigger>
        <Tabs.Trigger className="knowledge-subtabs__tab" value="faq">
          {t('KNOWLEDGE.TAB_FAQ')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="data-source-bulk" className="knowledge-tab__panel">
        <DataSourceTab chatbotId={chatbot.id} showTools={chatbot.agent_type === 'TU_VAN'} catalogs={catalogs} crawlCatalogs={crawlCatalogs} />
      </Tabs.Content>
      <Tabs.Content value="faq" className="knowledge-tab__panel">
        <FaqTab chatbotId={chatbot.id} catalogs={catalogs} />
      </Tabs.Content>
    </Tabs.Root>
  )
}
