import { useTranslation } from 'react-i18next'
import { LANGUAGES } from '../../config/constants'
import './language-switcher.css'

/** VI | EN. i18n keeps the choice in localStorage (src/i18n). */
export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation()
  const current = i18n.resolvedLanguage ?? i18n.language
  return (
    <div className={['language-switcher', className].filter(Boolean).join(' ')} role="group" aria-label={t('LANGUAGE.LABEL')}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          className="language-switcher__option"
          aria-pressed={current === language}
          title={t(`LANGUAGE.${language.toUpperCase()}`)}
          onClick={() => void i18n.changeLanguage(language)}
        >
          <span aria-hidden="true">{language.toUpperCase()}</span>
          <span className="visually-hidden">{t(`LANGUAGE.${language.toUpperCase()}`)}</span>
        </button>
      ))}
    </div>
  )
}
