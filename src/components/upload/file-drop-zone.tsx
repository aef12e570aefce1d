import { useId, useRef, useState, type DragEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { UPLOAD } from '../../config/constants'
import { acceptedTypesLabel, validateUpload } from '../../lib/upload'
import { uploadProblemMessage } from './upload-message'
import './file-drop-zone.css'

export interface FileDropZoneProps {
  /** Extensions and/or MIME types; UPLOAD.DEFAULT_ACCEPT (.xls, .xlsx, .txt, .doc, .docx) by default. */
  accept?: readonly string[]
  /** UPLOAD.MAX_FILE_MB (20) by default. */
  maxSizeMb?: number
  /** A file that passed the checks. */
  onFile: (file: File) => void
  /** A refused file, with the message already shown under the zone (e.g. for an 'Upload Error' toast). */
  onError?: (message: string) => void
  disabled?: boolean
  label?: ReactNode
  hint?: ReactNode
}

/**
 * The upload zone (001 §2.9, §5): drop a file or click (Enter/Space) to pick one; a file that is too
 * large or of another type is refused with the spec's message.
 */
export function FileDropZone({
  accept = UPLOAD.DEFAULT_ACCEPT,
  maxSizeMb = UPLOAD.MAX_FILE_MB,
  onFile,
  onError,
  disabled = false,
  label,
  hint,
}: FileDropZoneProps) {
  const { t } = useTranslation()
  const inputRef = useRef<HTMLInputElement>(null)
  const messageId = useId()
  const [dragDepth, setDragDepth] = useState(0)
  const [error, setError] = useState<string | null>(null)
  const [chosen, setChosen] = useState<string | null>(null)

  function refuse(message: string) {
    setError(message)
    setChosen(null)
    onError?.(message)
  }

  function take(files: FileList | null) {
    if (disabled || !files || files.length === 0) return
    if (files.length > 1) return refuse(t('UI.UPLOAD.ONE_FILE'))
    const file = files[0]
    const check = validateUpload(file, { accept, maxSizeMb })
    if (!check.ok) return refuse(uploadProblemMessage(check.problem, t))
    setError(null)
    setChosen(file.name)
    onFile(file)
  }

  function onDragEnter(event: DragEvent) {
    event.preventDefault()
    if (!disabled) setDragDepth((depth) => depth + 1)
  }

  function onDragLeave(event: DragEvent) {
    event.preventDefault()
    setDragDepth((depth) => Math.max(0, depth - 1))
  }

  function onDrop(event: DragEvent) {
    event.preventDefault()
    setDragDepth(0)
    take(event.dataTransfer?.files ?? null)
  }

  const dragging = dragDepth > 0
  return (
    <div className="drop-zone-field">
      <button
        type="button"
        className={['drop-zone', dragging && 'is-dragging', error && 'is-invalid'].filter(Boolean).join(' ')}
        disabled={disabled}
        aria-describedby={messageId}
        onClick={() => inputRef.current?.click()}
        onDragEnter={onDragEnter}
        onDragOver={(event) => event.preventDefault()}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <span className="drop-zone__icon" aria-hidden="true" />
        <span className="drop-zone__label">{dragging ? t('UI.UPLOAD.DRAGGING') : (label ?? t('UI.UPLOAD.DROP_LABEL'))}</span>
        <span className="drop-zone__hint">{hint ?? t('UI.UPLOAD.HINT', { types: acceptedTypesLabel(accept), size: maxSizeMb })}</span>
      </button>
      <input
        ref={inputRef}
        className="visually-hidden"
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept.join(',')}
        disabled={disabled}
        onChange={(event) => {
          take(event.target.files)
          // Picking the same file again after fixing something must fire a change again.
          event.target.value = ''
        }}
      />
      <p id={messageId} className={error ? 'drop-zone__error' : 'drop-zone__chosen'} role={error ? 'alert' : undefined} aria-live="polite">
        {error ?? (chosen ? t('UI.UPLOAD.SELECTED', { name: chosen }) : null)}
      </p>
    </div>
  )
}
