import type { InputHTMLAttributes, ReactNode, TextareaHTMLAttributes } from 'react'
import './form.css'

interface FieldFrameProps {
  id: string
  label: string
  /** Shown under the control, and marks it invalid. */
  error?: string | null
  /** A line of help under the control. */
  hint?: string
  /** Marks the label with a required star; validation itself is the form's business. */
  markRequired?: boolean
  className?: string
}

/** The label above a control, and its hint and error line under it. */
function FieldFrame({ id, label, error, hint, markRequired = false, className, children }: FieldFrameProps & { children: ReactNode }) {
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
      {children}
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

/** The control's id, and its invalid mark and description (hint, error) when shown. */
function controlProps({ id, hint, error }: FieldFrameProps, invalid: unknown) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return { id, 'aria-invalid': error ? true : (invalid as boolean | undefined), 'aria-describedby': describedBy || undefined }
}

type TextFieldProps = FieldFrameProps & Omit<InputHTMLAttributes<HTMLInputElement>, 'id'>

/** A labelled input with its error line. */
export function TextField({ id, label, error, hint, markRequired, className, ...input }: TextFieldProps) {
  const frame = { id, label, error, hint, markRequired, className }
  return (
    <FieldFrame {...frame}>
      <input {...input} {...controlProps(frame, input['aria-invalid'])} className="field__input" />
    </FieldFrame>
  )
}

type MultilineFieldProps = FieldFrameProps & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'>

/** A labelled multi-line input with its error line, in the TextField look. */
export function MultilineField({ id, label, error, hint, markRequired, className, ...textarea }: MultilineFieldProps) {
  const frame = { id, label, error, hint, markRequired, className }
  return (
    <FieldFrame {...frame}>
      <textarea {...textarea} {...controlProps(frame, textarea['aria-invalid'])} className="field__input field__input--textarea" />
    </FieldFrame>
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
