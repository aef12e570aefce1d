// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, render, screen } from '@testing-library/react'
import { RELATIVE_DATE } from '../../../src/config/constants'
import { RelativeDate } from '../../../src/components/date/relative-date'
import { initTestI18n } from '../ui/support/i18n'

beforeAll(() => initTestI18n('vi'))
afterEach(async () => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
  await initTestI18n('vi')
})

const START = new Date('2025-06-15T12:00:00Z')

describe('RelativeDate', () => {
  it('shows how long ago, with the exact Vietnam time as the tooltip', () => {
    vi.useFakeTimers({ now: START })
    render(<RelativeDate value="2025-06-15T11:55:00Z" />)
    const time = screen.getByText('5 phút trước')
    expect(time.getAttribute('title')).toBe('15/06/2025 18:55')
    expect(time.getAttribute('datetime')).toBe('2025-06-15T11:55:00.000Z')
  })

  it('moves on every minute', () => {
    vi.useFakeTimers({ now: START })
    render(<RelativeDate value={START.toISOString()} />)
    expect(screen.getByText('Vừa xong')).toBeTruthy()
    act(() => vi.advanceTimersByTime(RELATIVE_DATE.REFRESH_MS))
    expect(screen.getByText('1 phút trước')).toBeTruthy()
    act(() => vi.advanceTimersByTime(RELATIVE_DATE.REFRESH_MS * 59))
    expect(screen.getByText('1 giờ trước')).toBeTruthy()
  })

  it('a long list shares one timer', () => {
    vi.useFakeTimers({ now: START })
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval')
    const clearIntervalSpy = vi.spyOn(globalThis, 'clearInterval')
    const { unmount } = render(
      <ul>
        {Array.from({ length: 50 }, (_, index) => (
          <li key={index}>
            <RelativeDate value={new Date(START.getTime() - index * 60_000)} />
          </li>
        ))}
      </ul>,
    )
    expect(setIntervalSpy).toHaveBeenCalledTimes(1)
    expect(vi.getTimerCount()).toBe(1)
    act(() => vi.advanceTimersByTime(RELATIVE_DATE.REFRESH_MS))
    expect(screen.getAllByText('1 phút trước')).toHaveLength(1)
    expect(screen.getAllByText('2 phút trước')).toHaveLength(1)
    unmount()
    expect(clearIntervalSpy).toHaveBeenCalled()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('catches up at once when the first date appears after the clock slept', () => {
    vi.useFakeTimers({ now: START })
    const first = render(<RelativeDate value={START} />)
    first.unmount()
    vi.setSystemTime(new Date(START.getTime() + 3 * 60 * 60_000))
    render(<RelativeDate value={START} />)
    expect(screen.getByText('3 giờ trước')).toBeTruthy()
  })

  it("a row made between two ticks reads 'Vừa xong', not 'Sắp tới'", () => {
    vi.useFakeTimers({ now: START })
    render(<RelativeDate value={START} />)
    vi.setSystemTime(new Date(START.getTime() + 20_000))
    render(<RelativeDate value={new Date(START.getTime() + 10_000)} />)
    expect(screen.getAllByText('Vừa xong')).toHaveLength(2)
    expect(screen.queryByText('Sắp tới')).toBeNull()
  })

  it("a time truly ahead still reads 'Sắp tới'", () => {
    vi.useFakeTimers({ now: START })
    render(<RelativeDate value={new Date(START.getTime() + 5 * 60_000)} />)
    expect(screen.getByText('Sắp tới')).toBeTruthy()
  })

  it("shows 'N/A' for no date and 'Ngày không hợp lệ' for a broken one, without a tooltip", () => {
    render(
      <>
        <RelativeDate value={null} />
        <RelativeDate value="not-a-date" />
      </>,
    )
    expect(screen.getByText('N/A').getAttribute('title')).toBeNull()
    expect(screen.getByText('Ngày không hợp lệ').getAttribute('title')).toBeNull()
  })

  it('follows the interface language', async () => {
    vi.useFakeTimers({ now: START })
    await initTestI18n('en')
    render(<RelativeDate value="2025-06-14T12:00:00Z" />)
    expect(screen.getByText('1 day ago')).toBeTruthy()
  })
})
