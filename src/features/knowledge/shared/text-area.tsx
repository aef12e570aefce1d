interface TextAreaProps {
  id: string
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string
  /** Shown under the box, and marks it invalid. */
  error?: string | null
  required?: boolean
  disabled?: boolean
  rows?: number
  /** A line under the box that is not an error (e.g. a character count). */
  hint?: string
}

/** A labelled multi-line field with its error line, in the look of TextField. */
export function TextArea({ id, label, value, onChange, placeholder, error, required, disabled, rows = 3, hint }: TextAreaProps) {
  const errorId = `${id}-error`
  const hintId = `${id}-hint`
  const describedBy = [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
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
      <textarea
        id={id}
        className="field__input knowledge-textarea"
        rows={rows}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint ? (
        <p className="knowledge-hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
