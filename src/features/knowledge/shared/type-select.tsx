import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { SearchableSelect } from '../../../components/dropdown/searchable-select'
import { catalogOptions, type CatalogType } from '../catalogs'

interface TypeSelectProps {
  label: string
  catalogs: readonly CatalogType[]
  value: string | null
  onChange: (type: string) => void
  placeholder?: string
  /** Shown under the select, and marks it invalid. */
  error?: string | null
  required?: boolean
  disabled?: boolean
  /** An extra first option, e.g. 'All data types' with the value ''. */
  allOption?: string
}

/** A labelled content-type select over a catalogue list (001 §3 "Catalogue type"). */
export function TypeSelect({ label, catalogs, value, onChange, placeholder, error, required, disabled, allOption }: TypeSelectProps) {
  const { t } = useTranslation()
  const id = useId()
  const options = [...(allOption !== undefined ? [{ value: '', label: allOption }] : []), ...catalogOptions(catalogs, t, value)]
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        {required ? (
          <span className="field__required" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </label>
      <SearchableSelect
        id={id}
        ariaLabel={label}
        options={options}
        value={value}
        onChange={onChange}
        placeholder={placeholder ?? t('KNOWLEDGE.TYPE_PLACEHOLDER')}
        invalid={Boolean(error)}
        disabled={disabled}
      />
      {error ? <p className="field__error">{error}</p> : null}
    </div>
  )
}
