import './spinner.css'

interface SpinnerProps {
  size?: number
  /** When given, the spinner is announced as a status with this text; otherwise it is decorative. */
  label?: string
  className?: string
}

export function Spinner({ size = 18, label, className }: SpinnerProps) {
  const classes = ['spinner', className].filter(Boolean).join(' ')
  if (!label) return <span className={classes} style={{ width: size, height: size }} aria-hidden="true" />
  return (
    <span role="status" className="spinner-status">
      <span className={classes} style={{ width: size, height: size }} aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </span>
  )
}

/** A centred spinner for a page or a lazily loaded area. */
export function PageSpinner({ label }: { label: string }) {
  return (
    <div className="page-spinner">
      <Spinner size={36} label={label} />
    </div>
  )
}
