import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { knowledgeImportMachine, type ImportKind, type ImportRequest, type ImportResult } from '../../machines/knowledge-import.machine'
import { UPLOAD } from '../../src/config/constants'
import { transitionPaths } from '../model/machine-graph'
import { replayPath } from '../model/replay'
import { faqSheet, samples } from '../model/samples/knowledge-import.samples'
import { statesNotReached } from '../unit/knowledge-ui/support/reached-states'

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const pending = () => new Promise<ImportResult>(() => {})
const doc = { name: 'bang-gia.docx', size: 4_096, type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }

function start(kind: ImportKind, importFile: (request: ImportRequest) => Promise<ImportResult>) {
  const spies = {
    notifyImported: vi.fn(),
    notifyNothingImported: vi.fn(),
    notifyFailed: vi.fn(),
    notifyFileRejected: vi.fn(),
    notifyNoToken: vi.fn(),
    reloadList: vi.fn(),
  }
  const clock = new SimulatedClock()
  const actor = createActor(
    knowledgeImportMachine.provide({
      actors: { importFile: fromPromise(({ input }) => importFile(input)) },
      actions: {
        notifyImported: (_, { result }) => spies.notifyImported(result),
        notifyNothingImported: (_, { result }) => spies.notifyNothingImported(result),
        notifyFailed: (_, { message }) => spies.notifyFailed(message),
        notifyFileRejected: (_, { message }) => spies.notifyFileRejected(message),
        notifyNoToken: spies.notifyNoToken,
        reloadList: spies.reloadList,
      },
    }),
    { input: { chatbotId: 3, kind }, clock },
  ).start()
  actor.send({ type: 'OPEN' })
  return { actor, clock, spies }
}

describe('knowledge import machine', () => {
  it('Upload is impossible until a file passed the checks', () => {
    const { actor } = start('faq', pending)
    expect(actor.getSnapshot().can({ type: 'SUBMIT', token: 't' })).toBe(false)
    actor.send({ type: 'FILE_CHOSEN', file: faqSheet })
    expect(actor.getSnapshot().can({ type: 'SUBMIT', token: 't' })).toBe(true)
  })

  it('a refused file is an Upload Error and forgets the file chosen before', () => {
    const { actor, spies } = start('faq', pending)
    actor.send({ type: 'FILE_CHOSEN', file: faqSheet })
    actor.send({ type: 'FILE_REJECTED', message: 'File size must be less than 20MB' })
    expect(spies.notifyFileRejected).toHaveBeenCalledWith('File size must be less than 20MB')
    expect(actor.getSnapshot().matches({ open: 'choosing' })).toBe(true)
    expect(actor.getSnapshot().context.file).toBeNull()
  })

  it('without a stored token nothing is sent', () => {
    const importFile = vi.fn(pending)
    const { actor, spies } = start('document', importFile)
    actor.send({ type: 'FILE_CHOSEN', file: doc })
    actor.send({ type: 'SUBMIT', token: null })
    expect(actor.getSnapshot().matches({ open: 'noToken' })).toBe(true)
    expect(spies.notifyNoToken).toHaveBeenCalledTimes(1)
    expect(importFile).not.toHaveBeenCalled()
    actor.send({ type: 'SUBMIT', token: 'access' })
    expect(importFile).toHaveBeenCalledWith({ chatbotId: 3, kind: 'document', contentType: 'product', file: doc, token: 'access' })
  })

  it('an FAQ sheet is sent as type faq; documents and links with the chosen type', () => {
    const importFile = vi.fn(pending)
    const { actor } = start('faq', importFile)
    actor.send({ type: 'FILE_CHOSEN', file: faqSheet })
    actor.send({ type: 'SUBMIT', token: 'a' })
    expect(importFile).toHaveBeenLastCalledWith(expect.objectContaining({ contentType: 'faq', kind: 'faq' }))
    const links = start('links', importFile)
    links.actor.send({ type: 'CONTENT_TYPE_CHANGED', contentType: 'promotion' })
    links.actor.send({ type: 'FILE_CHOSEN', file: faqSheet })
    links.actor.send({ type: 'SUBMIT', token: 'a' })
    expect(importFile).toHaveBeenLastCalledWith(expect.objectContaining({ contentType: 'promotion', kind: 'links' }))
  })

  it(`FAQ import: success toasts the count, then after ${UPLOAD.FAQ_IMPORT_SUCCESS_CLOSE_MS} ms closes and reloads the list`, async () => {
    const result = { imported: 3, message: 'Đã nhập 3 câu hỏi' }
    const { actor, clock, spies } = start('faq', async () => result)
    actor.send({ type: 'FILE_CHOSEN', file: faqSheet })
    actor.send({ type: 'SUBMIT', token: 'a' })
    await settle()
    expect(spies.notifyImported).toHaveBeenCalledWith(result)
    expect(actor.getSnapshot().matches('imported')).toBe(true)
    clock.increment(UPLOAD.FAQ_IMPORT_SUCCESS_CLOSE_MS - 1)
    expect(spies.reloadList).not.toHaveBeenCalled()
    clock.increment(1)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(spies.reloadList).toHaveBeenCalledTimes(1)
  })

  it(`document upload: success closes after ${UPLOAD.SUCCESS_CLOSE_MS} ms`, async () => {
    const { actor, clock } = start('document', async () => ({ imported: 1, message: 'Nhập tài liệu thành công' }))
    actor.send({ type: 'FILE_CHOSEN', file: doc })
    actor.send({ type: 'SUBMIT', token: 'a' })
    await settle()
    clock.increment(UPLOAD.FAQ_IMPORT_SUCCESS_CLOSE_MS)
    expect(actor.getSnapshot().matches('imported')).toBe(true)
    clock.increment(UPLOAD.SUCCESS_CLOSE_MS - UPLOAD.FAQ_IMPORT_SUCCESS_CLOSE_MS)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
  })

  it('zero imported is a warning; the modal stays with the skipped rows', async () => {
    const result = { imported: 0, message: 'Không có câu hỏi nào được nhập', skipped: [{ row: 2, reason: 'Thiếu câu hỏi hoặc câu trả lời' }] }
    const { actor, clock, spies } = start('faq', async () => result)
    actor.send({ type: 'FILE_CHOSEN', file: faqSheet })
    actor.send({ type: 'SUBMIT', token: 'a' })
    await settle()
    expect(spies.notifyNothingImported).toHaveBeenCalledWith(result)
    expect(actor.getSnapshot().matches({ open: 'nothingImported' })).toBe(true)
    clock.increment(UPLOAD.SUCCESS_CLOSE_MS * 10)
    expect(actor.getSnapshot().context.result).toEqual(result)
    expect(spies.reloadList).not.toHaveBeenCalled()
  })

  it('some rows imported and some skipped: the list reloads now and the modal stays to show the skipped rows', async () => {
    const result = { imported: 2, message: 'Đã nhập 2 câu hỏi', skipped: [{ row: 4, reason: 'catalog_id phải là số nguyên không âm' }] }
    const { actor, clock, spies } = start('faq', async () => result)
    actor.send({ type: 'FILE_CHOSEN', file: faqSheet })
    actor.send({ type: 'SUBMIT', token: 'a' })
    await settle()
    expect(spies.notifyImported).toHaveBeenCalledWith(result)
    expect(spies.reloadList).toHaveBeenCalledTimes(1)
    clock.increment(UPLOAD.SUCCESS_CLOSE_MS * 10)
    expect(actor.getSnapshot().matches({ open: 'partlyImported' })).toBe(true)
  })

  it('a failure keeps the file to try again and reports the server message (or none)', async () => {
    let fail: unknown = { message: 'Tệp .doc/.xls đời cũ chưa được hỗ trợ' }
    const importFile = vi.fn(async () => {
      throw fail
    })
    const { actor, spies } = start('faq', importFile)
    actor.send({ type: 'FILE_CHOSEN', file: faqSheet })
    actor.send({ type: 'SUBMIT', token: 'a' })
    await settle()
    expect(actor.getSnapshot().matches({ open: 'failed' })).toBe(true)
    expect(actor.getSnapshot().context.failure).toBe('Tệp .doc/.xls đời cũ chưa được hỗ trợ')
    expect(spies.notifyFailed).toHaveBeenLastCalledWith('Tệp .doc/.xls đời cũ chưa được hỗ trợ')
    fail = { message: null }
    actor.send({ type: 'SUBMIT', token: 'a' })
    await settle()
    expect(importFile).toHaveBeenCalledTimes(2)
    expect(spies.notifyFailed).toHaveBeenLastCalledWith(null)
  })

  it('the modal cannot be closed during the upload; closing it after success reloads at once', async () => {
    const { actor, spies } = start('faq', async () => ({ imported: 1, message: 'ok' }))
    actor.send({ type: 'FILE_CHOSEN', file: faqSheet })
    actor.send({ type: 'SUBMIT', token: 'a' })
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().matches('uploading')).toBe(true)
    await settle()
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(spies.reloadList).toHaveBeenCalledTimes(1)
  })
})

describe('knowledge import machine, model-based', () => {
  const machine = knowledgeImportMachine.provide({ actors: { importFile: fromPromise(pending) } })

  it('reaches every state', () => expect(statesNotReached(machine, samples)).toEqual([]))

  const paths = transitionPaths(machine, samples)
  it('has a path for every transition of the spec', () => {
    const taken = new Set(paths.map((path) => path.steps.at(-1)!).map((step) => `${step.state} ${step.event.type} ${step.next}`))
    for (const expected of [
      'closed OPEN open.choosing',
      'open.choosing FILE_CHOSEN open.ready',
      'open.ready FILE_REJECTED open.choosing',
      'open.ready SUBMIT open.noToken',
      'open.ready SUBMIT uploading',
      'uploading xstate.done.actor.importFile imported',
      'uploading xstate.done.actor.importFile open.nothingImported',
      'uploading xstate.done.actor.importFile open.partlyImported',
      'uploading xstate.error.actor.importFile open.failed',
      'imported xstate.after.SUCCESS_CLOSE.knowledgeImport.imported closed',
      'open.failed SUBMIT uploading',
    ]) {
      expect(taken, expected).toContain(expected)
    }
  })
  for (const path of paths) {
    const last = path.steps[path.steps.length - 1]
    it(`${last.state} --${last.event.type} ${JSON.stringify(last.event).slice(0, 60)}--> ${last.next}`, () => replayPath(machine, path, samples.input))
  }
})
