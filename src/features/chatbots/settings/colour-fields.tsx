import { useSelector } from '@xstate/react'
import { useTranslation } from 'react-i18next'
import { COLOUR_FIELDS, isHexColour, type ColourField } from '../../../../machines/chatbot-save.machine'
import type { SettingsActor } from './chatbot-settings-page'

/** `<input type=color>` only takes #rrggbb: #rgb is spelt out, an alpha channel is left off. */
export function pickerValue(hex: string): string {
  const digits = hex.slice(1)
  if (digits.length === 3 || digits.length === 4) return `#${[...digits.slice(0, 3)].map((d) => d + d).join('')}`.toLowerCase()
  return `#${digits.slice(0, 6)}`.toLowerCase()
}

/** The six colour pickers of 001 §2.2, each with its hex box; an invalid hex is flagged and not used. */
export function ColourFields({ actor }: { actor: SettingsActor }) {
  const { t } = useTranslation()
  return (
    <fieldset className="colour-fields">
      <legend className="field__label">{t('CHATBOTS.BASIC.COLOURS_LABEL')}</legend>
      <div className="colour-fields__grid">
        {COLOUR_FIELDS.map((field) => (
          <ColourField key={field} actor={actor} field={field} />
        ))}
      </div>
    </fieldset>
  )
}

function ColourField({ actor, field }: { actor: SettingsActor; field: ColourField }) {
  const { t } = useTranslation()
  const saved = useSelector(actor, (s) => s.context.form[field])
  const draft = useSelector(actor, (s) => s.context.colourDrafts[field])
  const label = t(`CHATBOTS.BASIC.COLOUR_${field}`)
  const invalid = !isHexColour(draft)
  const id = `colour-${field}`
  const change = (value: string) => actor.send({ type: 'COLOUR_CHANGED', field, value })

  return (
    <div className="colour-field">
      <span className="colour-field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="colour-field__inputs">
        <input
          type="color"
          className="colour-field__picker"
          aria-label={t('CHATBOTS.BASIC.COLOUR_PICKER', { label })}
          value={pickerValue(saved)}
          onChange={(event) => change(event.target.value)}
        />
        <input
          id={id}
          type="text"
          className="field__input colour-field__hex"
          aria-label={t('CHATBOTS.BASIC.COLOUR_HEX', { label })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${id}-error` : undefined}
          spellCheck={false}
          autoComplete="off"
          maxLength={9}
          value={draft}
          onChange={(event) => change(event.target.value.trim())}
        />
      </div>
      {invalid ? (
        <p className="field__error" id={`${id}-error`}>
          {t('CHATBOTS.BASIC.COLOUR_ERROR')}
        </p>
      ) : null}
    </div>
  )
}
