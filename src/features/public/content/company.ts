/**
 * The company behind the site. Every detail is fictional (decision 503); the translated ones
 * (name, representative, address, hours) live in the i18n fragment under COMPANY.
 */
export const COMPANY_DETAILS = {
  TAX_CODE: '0318567492',
  SUPPORT_EMAIL: 'hotro@chatbotai.example',
  CAREERS_EMAIL: 'tuyendung@chatbotai.example',
  /** A number no Vietnamese line can have (subscriber numbers never start with 0). */
  PHONE_DISPLAY: '028 0000 0000',
  PHONE_HREF: 'tel:+842800000000',
} as const

/** The social networks' icon paths: here, so the footer (on every page) does not load the whole icon set. */
export const SOCIAL_ICON_PATHS = {
  facebook: 'M14 21v-7h3l.5-4H14V8.5c0-1 .5-1.5 1.5-1.5H18V3.5c-.5-.1-1.8-.2-3-.2-3 0-5 1.8-5 5V10H7v4h3v7',
  youtube: 'M3 7.5A3.5 3.5 0 0 1 6.5 4h11A3.5 3.5 0 0 1 21 7.5v9a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 16.5zM10 9v6l5-3z',
  zalo: 'M12 4c5 0 9 3.1 9 7s-4 7-9 7c-1 0-2-.1-2.9-.4L5 19l1-3.2C4.2 14.5 3 12.9 3 11c0-3.9 4-7 9-7zM9 9h5l-5 5h5',
} as const

/** The social profiles in the footer. */
export const SOCIAL_LINKS = [
  { network: 'Facebook', href: 'https://www.facebook.com/chatbotai.example', path: SOCIAL_ICON_PATHS.facebook },
  { network: 'YouTube', href: 'https://www.youtube.com/@chatbotai.example', path: SOCIAL_ICON_PATHS.youtube },
  { network: 'Zalo', href: 'https://zalo.me/chatbotai.example', path: SOCIAL_ICON_PATHS.zalo },
] as const

/** The date the legal pages were last revised (shown as their 'last updated' line). */
export const LEGAL_LAST_UPDATED = '2025-03-01T00:00:00Z'
