import { assign, fromPromise, setup } from 'xstate'
import type { components } from '../src/api/schema'
import { KNOWLEDGE, UPLOAD } from '../src/config/constants'

/**
 * The three upload modals of the knowledge tab (001 §2.3, §4 "FAQ" and "Upload modals", §5, §8):
 * - `faq`: an FAQ spreadsheet (.xls/.xlsx) from the FAQ tab's Import;
 * - `document`: a .doc/.docx/.txt document from the upload-knowledge button;
 * - `links`: a spreadsheet of links (.xls/.xlsx) from the data-source tab's Import.
 *
 * A file is chosen (the drop zone has already checked size and type; a refused file is an
 * 'Upload Error'), then uploaded with the stored auth token; without one nothing is sent
 * ('Authentication token not found'). Imported above 0: a success toast, the result, and after
 * 1.5 s (FAQ) or 2 s (the others) the modal closes and the list reloads; when the server also
 * skipped rows, the list reloads at once and the modal stays to show them. Imported 0: the warning
 * 'Upload Warning' and the modal stays, with the rows the server skipped. A failure: the result
 * 'Upload failed: …' and the error toast 'Upload Failed'; the file stays chosen to try again.
 */

export type ImportKind = 'faq' | 'document' | 'links'
export type ImportResult = components['schemas']['ImportResult']

/** The part of a File the machine needs (tests pass plain objects). */
export interface ChosenFile {
  name: string
  size: number
  type: string
}

export interface ImportRequest {
  chatbotId: number
  kind: ImportKind
  /** The content type sent as `type` (`faq` for an FAQ sheet). */
  contentType: string
  file: ChosenFile
  token: string
}

/** What the import actor rejects with: the server's message when it gave one. */
export interface ImportFailure {
  message: string | null
}

export interface KnowledgeImportContext {
  chatbotId: number
  kind: ImportKind
  contentType: string
  file: ChosenFile | null
  result: ImportResult | null
  /** The server's message (or the browser's) for a failed upload; null → 'Unknown error'. */
  failure: string | null
}

export type KnowledgeImportEvent =
  | { type: 'OPEN' }
  /** Cancel, X, backdrop or Escape. */
  | { type: 'CLOSE' }
  | { type: 'FILE_CHOSEN'; file: ChosenFile }
  /** The drop zone refused a file; `message` is its reason. */
  | { type: 'FILE_REJECTED'; message: string }
  | { type: 'CONTENT_TYPE_CHANGED'; contentType: string }
  /** Upload, with the stored access token at that moment (null when there is none). */
  | { type: 'SUBMIT'; token: string | null }

export interface KnowledgeImportInput {
  chatbotId: number
  kind: ImportKind
}

const initialContentType = (kind: ImportKind) => (kind === 'faq' ? 'faq' : KNOWLEDGE.DEFAULT_CONTENT_TYPE)

export const knowledgeImportMachine = setup({
  types: {
    context: {} as KnowledgeImportContext,
    events: {} as KnowledgeImportEvent,
    input: {} as KnowledgeImportInput,
  },
  actors: {
    /** POST /api/products/import (multipart). Rejects with an ImportFailure. */
    importFile: fromPromise<ImportResult, ImportRequest>(async () => {
      throw new Error('importFile actor not provided')
    }),
  },
  actions: {
    /** Success toast with the count. */
    notifyImported: (_, _params: { result: ImportResult }) => {},
    /** Warning toast 'Upload Warning' with the server's message, else 'Upload completed but no items were imported'. */
    notifyNothingImported: (_, _params: { result: ImportResult }) => {},
    /** Error toast 'Upload Failed'. */
    notifyFailed: (_, _params: { message: string | null }) => {},
    /** Error toast 'Upload Error' for a file the drop zone refused. */
    notifyFileRejected: (_, _params: { message: string }) => {},
    /** 'Authentication token not found'. */
    notifyNoToken: () => {},
    /** The list the import feeds reloads (FAQs, knowledge, or the bulk-crawl lists). */
    reloadList: () => {},
    chooseFile: assign({
      file: ({ context, event }) => (event.type === 'FILE_CHOSEN' ? event.file : context.file),
      result: null,
      failure: null,
    }),
    forgetFile: assign({ file: null }),
  },
  guards: {
    withoutToken: ({ event }) => event.type === 'SUBMIT' && !event.token,
    importedSomething: (_, params: { result: ImportResult }) => params.result.imported > 0,
    importedWithSkippedRows: (_, params: { result: ImportResult }) => params.result.imported > 0 && (params.result.skipped?.length ?? 0) > 0,
  },
  delays: {
    // 001 §9: the FAQ import closes after 1.5 s, the other upload modals after 2 s.
    SUCCESS_CLOSE: ({ context }) => (context.kind === 'faq' ? UPLOAD.FAQ_IMPORT_SUCCESS_CLOSE_MS : UPLOAD.SUCCESS_CLOSE_MS),
  },
}).createMachine({
  id: 'knowledgeImport',
  context: ({ input }) => ({
    chatbotId: input.chatbotId,
    kind: input.kind,
    contentType: initialContentType(input.kind),
    file: null,
    result: null,
    failure: null,
  }),
  initial: 'closed',
  states: {
    // No modal.
    closed: {
      on: {
        OPEN: {
          target: 'open',
          actions: assign({ file: null, result: null, failure: null, contentType: ({ context }) => initialContentType(context.kind) }),
        },
      },
    },
    // The modal: a drop zone (and, for documents and links, the content type).
    open: {
      initial: 'choosing',
      on: {
        CLOSE: 'closed',
        FILE_CHOSEN: { target: '.ready', actions: 'chooseFile' },
        FILE_REJECTED: {
          target: '.choosing',
          actions: ['forgetFile', { type: 'notifyFileRejected', params: ({ event }) => ({ message: event.message }) }],
        },
        CONTENT_TYPE_CHANGED: { actions: assign({ contentType: ({ event }) => event.contentType }) },
      },
      states: {
        // No file yet: Upload is disabled.
        choosing: {},
        // A file passed the checks: Upload sends it.
        ready: {
          on: {
            SUBMIT: [
              { guard: 'withoutToken', target: 'noToken', actions: 'notifyNoToken' },
              { target: '#knowledgeImport.uploading' },
            ],
          },
        },
        // Upload was pressed without a stored token: nothing was sent.
        noToken: {
          on: {
            SUBMIT: [{ guard: 'withoutToken', actions: 'notifyNoToken' }, { target: '#knowledgeImport.uploading' }],
          },
        },
        // The server imported nothing: the warning and the skipped rows are shown.
        nothingImported: {},
        // Some rows were imported and some skipped: the list has reloaded, and the modal stays open
        // so the skipped rows and their reasons can be read (decision 903).
        partlyImported: {},
        // The upload failed: 'Upload failed: …'; the same file can be sent again.
        failed: {
          on: {
            SUBMIT: [
              { guard: 'withoutToken', target: 'noToken', actions: 'notifyNoToken' },
              { target: '#knowledgeImport.uploading' },
            ],
          },
        },
      },
    },
    // The file is on its way; the modal cannot be closed meanwhile.
    uploading: {
      invoke: {
        id: 'importFile',
        src: 'importFile',
        input: ({ context, event }) => ({
          chatbotId: context.chatbotId,
          kind: context.kind,
          contentType: context.contentType,
          file: context.file!,
          token: event.type === 'SUBMIT' ? (event.token ?? '') : '',
        }),
        onDone: [
          {
            guard: { type: 'importedWithSkippedRows', params: ({ event }) => ({ result: event.output }) },
            target: 'open.partlyImported',
            actions: [
              assign({ result: ({ event }) => event.output, file: null }),
              { type: 'notifyImported', params: ({ event }) => ({ result: event.output }) },
              'reloadList',
            ],
          },
          {
            guard: { type: 'importedSomething', params: ({ event }) => ({ result: event.output }) },
            target: 'imported',
            actions: [assign({ result: ({ event }) => event.output }), { type: 'notifyImported', params: ({ event }) => ({ result: event.output }) }],
          },
          {
            target: 'open.nothingImported',
            actions: [
              assign({ result: ({ event }) => event.output, file: null }),
              { type: 'notifyNothingImported', params: ({ event }) => ({ result: event.output }) },
            ],
          },
        ],
        onError: {
          target: 'open.failed',
          actions: [
            assign({ failure: ({ event }) => messageOf(event.error) }),
            { type: 'notifyFailed', params: ({ event }) => ({ message: messageOf(event.error) }) },
          ],
        },
      },
    },
    // Imported: the result shows, then the modal closes by itself and the list reloads.
    imported: {
      after: { SUCCESS_CLOSE: { target: 'closed', actions: 'reloadList' } },
      on: { CLOSE: { target: 'closed', actions: 'reloadList' } },
    },
  },
})

/** The `message` a failed actor rejected with, when it is a non-blank text. Shared by the knowledge machines. */
export function messageOf(error: unknown): string | null {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown }
    if (typeof message === 'string' && message.trim()) return message
  }
  return null
}
