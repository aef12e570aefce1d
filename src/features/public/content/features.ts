import type { IconName } from '../shared/icon'

export interface FeatureEntry {
  /** Its translation key (FEATURE_LIST.ITEMS.* or FEATURES_PAGE.EXTRA.*). */
  id: string
  icon: IconName
  /** The element id on /features, for "Learn more" links. */
  anchor: string
}

/** The main features of 000 §2: 24/7 expert consulting, detailed answers, multi-language, easy integration. */
export const MAIN_FEATURES: readonly FeatureEntry[] = [
  { id: 'EXPERT', icon: 'clock', anchor: 'expert-consulting' },
  { id: 'ANSWERS', icon: 'chat', anchor: 'detailed-answers' },
  { id: 'LANGUAGES', icon: 'globe', anchor: 'multi-language' },
  { id: 'INTEGRATION', icon: 'code', anchor: 'integration' },
]

/** The six fixed extra features of /features (000 §2). */
export const EXTRA_FEATURES: readonly FeatureEntry[] = [
  { id: 'PERFORMANCE', icon: 'bolt', anchor: 'performance' },
  { id: 'SECURITY', icon: 'lock', anchor: 'security' },
  { id: 'TEAM', icon: 'users', anchor: 'team-management' },
  { id: 'MULTICHANNEL', icon: 'share', anchor: 'multi-channel' },
  { id: 'AB_TESTING', icon: 'bars', anchor: 'ab-testing' },
  { id: 'MOBILE', icon: 'phone', anchor: 'mobile' },
]

/** The target platforms of 000 §1, in order. */
export const PLATFORMS: ReadonlyArray<{ id: string; icon: IconName }> = [
  { id: 'ZALO', icon: 'zalo' },
  { id: 'FACEBOOK', icon: 'facebook' },
  { id: 'WEBSITE', icon: 'globe' },
  { id: 'MOBILE_APP', icon: 'phone' },
  { id: 'EMAIL', icon: 'mail' },
  { id: 'SMS', icon: 'sms' },
]
