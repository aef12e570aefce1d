import { useTranslation } from 'react-i18next'
import type { AgentType } from '../../../../machines/chatbot-save.machine'

const TYPES: AgentType[] = ['TRA_LOI', 'TU_VAN']

/** The two bot-type cards (001 §1, §2.2), as a radio group. */
export function TypeCards({ value, onChange }: { value: AgentType; onChange: (type: AgentType) => void }) {
  const { t } = useTranslation()
  return (
    <fieldset className="type-cards">
      <legend className="field__label">{t('CHATBOTS.BASIC.TYPE_LABEL')}</legend>
      <div className="type-cards__options">
        {TYPES.map((type) => (
          <label key={type} className={`type-card${value === type ? ' is-checked' : ''}`}>
            <input
              type="radio"
              name="chatbot-type"
              className="type-card__input"
              value={type}
              checked={value === type}
              onChange={() => onChange(type)}
            />
            <span className="type-card__title">{t(`CHATBOTS.BASIC.TYPE_${type}`)}</span>
            <span className="type-card__text">{t(`CHATBOTS.BASIC.TYPE_${type}_TEXT`)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
