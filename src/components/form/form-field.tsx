import type { InputHTMLAttributes, ReactNode } from 'react'
import './form.css'

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string
  label: string
  /** Shown under the input, and marks the input invalid. */
  error?: string | null
  /** Marks the label with a required star; validation itself is the form's business. */
  markRequired?: boolean
}

/** A labelled input with its error line. */
export function TextField({ id, label, error, markRequired = false, className, ...input }: TextFieldProps) {
  const errorId = `${id}-error`
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <label className="field__label" htmlFor={id}>
        {label}
        {markRequired ? (
          <span className="field__required" aria-hidden="true">
            {' '}*
          </span>
        ) : null}
      </label>
      <input
        {...input}
        id={id}
        className="field__input"
        aria-invalid={error ? true : input['aria-invalid']}
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

/** The red box above or under a form with the error that stopped it. */
export function FormError({ children }: { children: ReactNode }) {
  if (!children) return null
  return (
    <div className="form-error" role="alert">
      {children}
    </div>
  )
}
