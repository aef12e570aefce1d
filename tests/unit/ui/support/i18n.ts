import i18next from 'i18next'
import { initReactI18next } from 'react-i18next'
import en from '../../../../public/assets/i18n/en.json'
import vi from '../../../../public/assets/i18n/vi.json'

export { en, vi }

/** i18next with the real translation files, loaded in memory instead of over HTTP. */
export async function initTestI18n(language: 'vi' | 'en' = 'vi') {
  if (!i18next.isInitialized) {
    await i18next.use(initReactI18next).init({
      lng: language,
      fallbackLng: 'vi',
      resources: { vi: { translation: vi }, en: { translation: en } },
      interpolation: { escapeValue: false },
    })
  } else if (i18next.language !== language) {
    await i18next.changeLanguage(language)
  }
  return i18next
}
