interface TextAreaFieldProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** Shown under the box, and marks it invalid. */
  error?: string | null
  rows?: number
}

/** A labelled, required multi-line field with its error line (the form field look of TextField). */
export function TextAreaField({ id, label, value, onChange, placeholder, error, rows = 3 }: TextAreaFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
        <span className="field__required" aria-hidden="true">
          {' '}*
        </span>
      </label>
      <textarea
        id={id}
        className="field__input field__input--multiline"
        rows={rows}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      />
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
