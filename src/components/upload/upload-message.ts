import type { TFunction } from 'i18next'
import type { UploadProblem } from '../../lib/upload'

/** The user-facing text of an upload problem (001 §5): 'File size must be less than 20MB', 'Only .XLS, .XLSX files are supported'. */
export function uploadProblemMessage(problem: UploadProblem, t: TFunction): string {
  switch (problem.kind) {
    case 'too-large':
      return t('UI.UPLOAD.TOO_LARGE', { size: problem.maxSizeMb })
    case 'wrong-type':
      return t('UI.UPLOAD.WRONG_TYPE', { types: problem.types })
    case 'empty':
      return t('UI.UPLOAD.EMPTY')
  }
}
