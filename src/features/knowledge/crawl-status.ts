import type { Status } from '../../components/status-icon/status-icon'

/** 001 §4 "Crawl status mapping": success → completed, pending → in-progress, anything else → failed. */
export type KnowledgeStatus = 'completed' | 'in-progress' | 'failed'

export function knowledgeStatusOf(status: string | null | undefined): KnowledgeStatus {
  if (status === 'success') return 'completed'
  if (status === 'pending') return 'in-progress'
  return 'failed'
}

/** A URL crawl record's status (success, waiting, pending, failed) as the recent-crawls list shows it. */
export function urlCrawlStatusOf(status: string | null | undefined): { label: KnowledgeStatus | 'waiting'; icon: Status } {
  if (status === 'waiting') return { label: 'waiting', icon: 'info' }
  const label = knowledgeStatusOf(status)
  return { label, icon: label === 'completed' ? 'success' : label === 'in-progress' ? 'warning' : 'error' }
}
