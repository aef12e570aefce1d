// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { FileDropZone } from '../../../src/components/upload/file-drop-zone'
import { initTestI18n } from '../ui/support/i18n'

beforeAll(() => initTestI18n('vi'))
afterEach(async () => {
  cleanup()
  await initTestI18n('vi')
})

const MB = 1024 * 1024

function makeFile(name: string, size: number, type = ''): File {
  const file = new File(['x'], name, { type })
  Object.defineProperty(file, 'size', { value: size })
  return file
}

const zone = () => screen.getByRole('button')
const input = () => document.querySelector('input[type="file"]') as HTMLInputElement

function pick(...files: File[]) {
  fireEvent.change(input(), { target: { files } })
}

function drop(...files: File[]) {
  fireEvent.dragEnter(zone(), { dataTransfer: { files } })
  fireEvent.drop(zone(), { dataTransfer: { files } })
}

describe('FileDropZone', () => {
  it('explains what it takes: the default types and 20 MB', () => {
    render(<FileDropZone onFile={() => {}} />)
    expect(zone().textContent).toContain('Kéo thả tệp vào đây hoặc nhấn để chọn tệp')
    expect(zone().textContent).toContain('Hỗ trợ .XLS, .XLSX, .TXT, .DOC, .DOCX, tối đa 20MB')
    expect(input().accept).toBe('.xls,.xlsx,.txt,.doc,.docx')
  })

  it('a click opens the file picker', () => {
    render(<FileDropZone onFile={() => {}} />)
    const click = vi.spyOn(input(), 'click')
    fireEvent.click(zone())
    expect(click).toHaveBeenCalled()
  })

  it('a picked file that fits is handed over and named', () => {
    const onFile = vi.fn()
    render(<FileDropZone onFile={onFile} />)
    const file = makeFile('faq.xlsx', 2 * MB)
    pick(file)
    expect(onFile).toHaveBeenCalledWith(file)
    expect(screen.getByText('Đã chọn: faq.xlsx')).toBeTruthy()
  })

  it('a dropped file is handed over too', () => {
    const onFile = vi.fn()
    render(<FileDropZone onFile={onFile} />)
    const file = makeFile('notes.txt', 100, 'text/plain')
    drop(file)
    expect(onFile).toHaveBeenCalledWith(file)
  })

  it("refuses a file over the limit with 'File size must be less than {n}MB'", async () => {
    await initTestI18n('en')
    const onFile = vi.fn()
    const onError = vi.fn()
    render(<FileDropZone onFile={onFile} onError={onError} maxSizeMb={5} />)
    pick(makeFile('big.xlsx', 5 * MB + 1))
    expect(screen.getByRole('alert').textContent).toBe('File size must be less than 5MB')
    expect(onError).toHaveBeenCalledWith('File size must be less than 5MB')
    expect(onFile).not.toHaveBeenCalled()
  })

  it("refuses another type with 'Only {TYPES} files are supported'", async () => {
    await initTestI18n('en')
    const onFile = vi.fn()
    render(<FileDropZone onFile={onFile} accept={['.xls', '.xlsx']} />)
    drop(makeFile('photo.png', 100, 'image/png'))
    expect(screen.getByRole('alert').textContent).toBe('Only .XLS, .XLSX files are supported')
    expect(onFile).not.toHaveBeenCalled()
  })

  it('shows the Vietnamese messages in Vietnamese', () => {
    render(<FileDropZone onFile={() => {}} accept={['.doc', '.docx', '.txt']} />)
    pick(makeFile('sheet.xlsx', 10))
    expect(screen.getByRole('alert').textContent).toBe('Chỉ hỗ trợ các tệp .DOC, .DOCX, .TXT')
    pick(makeFile('huge.docx', 21 * MB))
    expect(screen.getByRole('alert').textContent).toBe('Kích thước tệp phải nhỏ hơn 20MB')
  })

  it('a good file after a refused one clears the message', () => {
    const onFile = vi.fn()
    render(<FileDropZone onFile={onFile} />)
    pick(makeFile('photo.png', 10))
    expect(screen.queryByRole('alert')).not.toBeNull()
    pick(makeFile('ok.docx', 10))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(onFile).toHaveBeenCalledTimes(1)
  })

  it('refuses several files dropped at once', () => {
    const onFile = vi.fn()
    render(<FileDropZone onFile={onFile} />)
    drop(makeFile('a.txt', 10), makeFile('b.txt', 10))
    expect(screen.getByRole('alert').textContent).toBe('Vui lòng chỉ chọn một tệp')
    expect(onFile).not.toHaveBeenCalled()
  })

  it('refuses an empty file', () => {
    render(<FileDropZone onFile={() => {}} />)
    pick(makeFile('blank.txt', 0))
    expect(screen.getByRole('alert').textContent).toBe('Tệp trống. Vui lòng chọn tệp khác.')
  })

  it('shows the drop hint while a file is dragged over it', () => {
    render(<FileDropZone onFile={() => {}} />)
    fireEvent.dragEnter(zone())
    expect(zone().textContent).toContain('Thả tệp để tải lên')
    expect(zone().className).toContain('is-dragging')
    fireEvent.dragLeave(zone())
    expect(zone().className).not.toContain('is-dragging')
  })

  it('ignores drops and clicks while disabled', () => {
    const onFile = vi.fn()
    render(<FileDropZone onFile={onFile} disabled />)
    expect((zone() as HTMLButtonElement).disabled).toBe(true)
    drop(makeFile('ok.txt', 10))
    expect(onFile).not.toHaveBeenCalled()
  })

  it('takes a custom label and hint', () => {
    render(<FileDropZone onFile={() => {}} label="Nhập FAQ từ Excel" hint="Chỉ .xls, .xlsx" />)
    expect(zone().textContent).toContain('Nhập FAQ từ Excel')
    expect(zone().textContent).toContain('Chỉ .xls, .xlsx')
  })
})
