import i18next, { type BackendModule, type i18n as I18n, type ReadCallback } from 'i18next'
import { initReactI18next } from 'react-i18next'
import { DEFAULT_LANGUAGE, LANGUAGES, STORAGE_KEYS, type Language } from '../config/constants'

/** Where the translation files are served (000 §7: GET /assets/i18n/{lang}.json). */
export const translationUrl = (language: string) => `/assets/i18n/${language}.json`

/** A tiny i18next backend: one JSON file per language, fetched over HTTP. */
export const httpBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(translationUrl(language))
      .then((response) => {
        if (!response.ok) throw new Error(`${translationUrl(language)}: HTTP ${response.status}`)
        return response.json()
      })
      .then(
        (data) => callback(null, data),
        // `false`: do not retry.
        (error: Error) => callback(error, false),
      )
  },
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

/** The language kept in localStorage, else the loader's default 'vi' (000 §1). */
export function storedLanguage(): Language {
  try {
    const value = localStorage.getItem(STORAGE_KEYS.LANGUAGE)
    return isLanguage(value) ? value : DEFAULT_LANGUAGE
  } catch {
    return DEFAULT_LANGUAGE
  }
}

function rememberLanguage(language: string) {
  if (!isLanguage(language)) return
  try {
    localStorage.setItem(STORAGE_KEYS.LANGUAGE, language)
  } catch {
    // Storage may be unavailable (private mode); the choice then lasts for this page only.
  }
  if (typeof document !== 'undefined') document.documentElement.lang = language
}

/**
 * Starts i18next with the HTTP backend and React binding. `main.tsx` awaits it before rendering,
 * so the first paint is already translated.
 */
export async function initI18n(instance: I18n = i18next): Promise<I18n> {
  instance.on('languageChanged', rememberLanguage)
  await instance
    .use(httpBackend)
    .use(initReactI18next)
    .init({
      lng: storedLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'currentOnly',
      interpolation: { escapeValue: false },
    })
  return instance
}

export { i18next }
