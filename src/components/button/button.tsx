import type { ButtonHTMLAttributes } from 'react'
import { Spinner } from '../spinner/spinner'
import './button.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  size?: 'md' | 'lg'
  /** Shows a spinner, disables the button and, when given, replaces the text with `loadingLabel`. */
  loading?: boolean
  loadingLabel?: string
  /** Full width. */
  block?: boolean
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  loadingLabel,
  block = false,
  className,
  disabled,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={buttonClass({ variant, size, block, className })}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size={16} /> : null}
      <span>{loading && loadingLabel ? loadingLabel : children}</span>
    </button>
  )
}

/** The button look, for links that should look like buttons. */
export function buttonClass({
  variant = 'primary',
  size = 'md',
  block = false,
  className,
}: { variant?: ButtonVariant; size?: 'md' | 'lg'; block?: boolean; className?: string } = {}) {
  return ['btn', `btn--${variant}`, size === 'lg' && 'btn--lg', block && 'btn--block', className].filter(Boolean).join(' ')
}
