import './status-icon.css'

export type Status = 'success' | 'error' | 'warning' | 'info'

const PATHS: Record<Status, string> = {
  success: 'M5 12.5l4.5 4.5L19 7.5',
  error: 'M7 7l10 10M17 7L7 17',
  warning: 'M12 7v6M12 16.5v.5',
  info: 'M12 11v6M12 7.5v.5',
}

/** A round icon in the status colour: tick, cross, exclamation mark or "i". Decorative. */
export function StatusIcon({ status, size = 24 }: { status: Status; size?: number }) {
  return (
    <span className={`status-icon status-icon--${status}`} style={{ width: size, height: size }} aria-hidden="true">
      <svg viewBox="0 0 24 24" width={size * 0.66} height={size * 0.66} fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round">
        <path d={PATHS[status]} />
      </svg>
    </span>
  )
}
