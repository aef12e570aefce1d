// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { RouterProvider, createMemoryRouter } from 'react-router'
import { MARKETING_CLAIMS, MODAL, VIDEO_FRAME } from '../../../src/config/constants'
import { LandingPage } from '../../../src/features/public/landing/landing-page'
import { initTestI18n, vi as viText } from '../ui/support/i18n'

vi.mock('../../../src/app/session', () => import('../ui/support/fake-session'))

const L = viText.LANDING

beforeAll(() => initTestI18n('vi'))
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

function renderLanding() {
  const router = createMemoryRouter([{ path: '/', element: <LandingPage /> }, { path: '*', element: <p>elsewhere</p> }])
  render(<RouterProvider router={router} />)
  return router
}

const hrefOf = (name: string | RegExp) => screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'))

describe('landing page (000 §1, §2)', () => {
  it('opens with the hero: title, five tick points, Try free to /register, the looping muted video', () => {
    renderLanding()
    expect(screen.getByRole('heading', { level: 1, name: L.HERO.TITLE })).toBeTruthy()
    for (const point of L.HERO.POINTS) expect(screen.getByText(point)).toBeTruthy()
    expect(hrefOf(L.HERO.TRY_FREE)).toContain('/register')
    const video = screen.getByLabelText(L.HERO.VIDEO_LABEL) as HTMLVideoElement
    expect(video.getAttribute('src')).toBe('/images/banner.mp4')
    expect([video.loop, video.muted, video.autoplay]).toEqual([true, true, true])
    expect(screen.getByText(`Được hơn ${MARKETING_CLAIMS.BUSINESSES.toLocaleString('vi')} doanh nghiệp tin dùng`)).toBeTruthy()
  })

  it('Watch demo scrolls to the case studies', () => {
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    renderLanding()
    fireEvent.click(screen.getByRole('button', { name: L.HERO.WATCH_DEMO }))
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('case-studies'))
  })

  it('shows the marketing claims of the spec', () => {
    renderLanding()
    for (const figure of [`+${MARKETING_CLAIMS.CONVERSION_UP_PERCENT}%`, `-${MARKETING_CLAIMS.RESPONSE_TIME_DOWN_PERCENT}%`, `-${MARKETING_CLAIMS.COST_DOWN_PERCENT}%`, `+${MARKETING_CLAIMS.CLOSE_RATE_UP_PERCENT}%`, `${MARKETING_CLAIMS.SATISFACTION_PERCENT}%`]) {
      expect(screen.getByText(figure)).toBeTruthy()
    }
    expect(screen.getByText(`< ${MARKETING_CLAIMS.RESPONSE_UNDER_SECONDS} giây`)).toBeTruthy()
  })

  it('a case with a video opens it in a 346 × 506 player titled by the case; closing clears it', async () => {
    renderLanding()
    const cases = within(document.getElementById('case-studies')!).getAllByRole('listitem')
    expect(cases).toHaveLength(15)
    fireEvent.click(screen.getByRole('button', { name: `Xem demo: ${L.CASES.ITEMS.COURSES.TITLE}` }))
    const dialog = await screen.findByRole('dialog', { name: L.CASES.ITEMS.COURSES.TITLE })
    const video = within(dialog).getByLabelText(`Video demo: ${L.CASES.ITEMS.COURSES.TITLE}`) as HTMLVideoElement
    expect(video.getAttribute('src')).toBe('/assets/demo/courses.mp4')
    expect([video.getAttribute('width'), video.getAttribute('height')]).toEqual([String(VIDEO_FRAME.WIDTH), String(VIDEO_FRAME.HEIGHT)])
    expect([video.controls, video.autoplay]).toEqual([true, true])

    vi.useFakeTimers()
    fireEvent.click(within(dialog).getByRole('button', { name: L.CASES.CLOSE }))
    await act(async () => void (await vi.advanceTimersByTimeAsync(MODAL.CLOSE_ANIMATION_MS)))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("a case without a video says 'Video đang cập nhật'", async () => {
    renderLanding()
    fireEvent.click(screen.getByRole('button', { name: `Xem demo: ${L.CASES.ITEMS.DENTAL.TITLE}` }))
    const dialog = await screen.findByRole('dialog', { name: L.CASES.ITEMS.DENTAL.TITLE })
    expect(within(dialog).getByText('Video đang cập nhật')).toBeTruthy()
    expect(within(dialog).getByText('Chúng tôi đang chuẩn bị video demo cho trường hợp này')).toBeTruthy()
    expect(dialog.querySelector('video')).toBeNull()
  })

  it('compares traditional care with the AI chatbot and links the free trial to /register', () => {
    renderLanding()
    const table = screen.getByRole('table')
    expect(within(table).getAllByRole('row')).toHaveLength(L.COMPARISON.ROWS.length + 1)
    expect(hrefOf(L.COMPARISON.TRY_FREE)).toEqual(['/register'])
  })

  it('lists the six platforms, the main features with Learn more, and Explore all to /features', () => {
    renderLanding()
    for (const name of ['Zalo', 'Facebook', 'Website', L.PLATFORMS.MOBILE_APP, 'Email', 'SMS']) expect(screen.getByText(name)).toBeTruthy()
    expect(hrefOf(/^Tìm hiểu thêm về/)).toEqual(['/features#expert-consulting', '/features#detailed-answers', '/features#multi-language', '/features#integration'])
    expect(hrefOf(L.FEATURES.EXPLORE_ALL)).toEqual(['/features'])
  })

  it('shows three partners, the call to action, and three five-star testimonials with avatar initials', () => {
    renderLanding()
    for (const partner of L.PARTNERS.ITEMS) expect(screen.getByText(partner.NAME)).toBeTruthy()
    expect(hrefOf(L.CTA.TRY_FREE)).toContain('/register')
    expect(hrefOf(L.CTA.CONTACT)).toEqual(['/contact'])
    const ratings = screen.getAllByRole('img', { name: 'Đánh giá 5 trên 5 sao' })
    expect(ratings).toHaveLength(3)
    for (const rating of ratings) expect(rating.querySelectorAll('svg')).toHaveLength(MARKETING_CLAIMS.TESTIMONIAL_RATING)
    for (const item of L.TESTIMONIALS.ITEMS) expect(screen.getByText(item.AUTHOR)).toBeTruthy()
    expect(screen.getAllByText('T').length).toBeGreaterThanOrEqual(2)
  })
})
