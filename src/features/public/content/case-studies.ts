import type { IconName } from '../shared/icon'

/** Where the demo videos are served (000 §7). */
export const DEMO_VIDEO_BASE = '/assets/demo/'

export interface CaseStudy {
  /** Its translation key under LANDING.CASES.ITEMS. */
  id: string
  icon: IconName
  /** The demo video's file, or null: the modal then says 'Video đang cập nhật'. */
  video: string | null
}

/**
 * The fifteen industries of 000 §1, in the spec's order. Six have a demo video (000 §2); the spec
 * maps videos by title, and both the Vietnamese and the English title of a case are that case,
 * so the mapping is kept on the case itself (decision 502).
 */
export const CASE_STUDIES: readonly CaseStudy[] = [
  { id: 'COURSES', icon: 'book', video: 'courses.mp4' },
  { id: 'FASHION', icon: 'shirt', video: 'fashion.mp4' },
  { id: 'ADVERTISING', icon: 'megaphone', video: 'advertising.mp4' },
  { id: 'REAL_ESTATE', icon: 'building', video: 'real-estate.mp4' },
  { id: 'HEALTHCARE', icon: 'heartPulse', video: null },
  { id: 'BANKING', icon: 'bank', video: null },
  { id: 'INSURANCE', icon: 'shield', video: null },
  { id: 'RESTAURANT', icon: 'utensils', video: 'restaurant.mp4' },
  { id: 'TRAVEL', icon: 'globe', video: 'travel.mp4' },
  { id: 'RECRUITMENT', icon: 'briefcase', video: null },
  { id: 'FITNESS', icon: 'dumbbell', video: null },
  { id: 'COSMETICS', icon: 'sparkles', video: null },
  { id: 'FURNITURE', icon: 'sofa', video: null },
  { id: 'DENTAL', icon: 'tooth', video: null },
  { id: 'SPA', icon: 'lotus', video: null },
]

/** The demo video's address for a case, or null when there is none yet. */
export function demoVideoUrl(caseStudy: Pick<CaseStudy, 'video'>): string | null {
  return caseStudy.video ? `${DEMO_VIDEO_BASE}${caseStudy.video}` : null
}
