// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { initTestI18n, vi as viText } from '../ui/support/i18n'
import { renderApp } from '../ui/support/render-app'
import { GuideVideo } from '../../../src/features/public/guide/guide-page'

vi.mock('../../../src/app/session', () => import('../ui/support/fake-session'))

beforeAll(() => initTestI18n('vi'))
afterEach(cleanup)

const NAV = viText.NAV
const FOOTER = viText.PUBLIC.FOOTER

async function openLanding() {
  const view = renderApp('/')
  await screen.findByRole('heading', { level: 1, name: viText.LANDING.HERO.TITLE })
  return view
}

describe('public navigation bar and footer (000 §2)', () => {
  it('the small-screen menu closes on Escape, on its backdrop and on its close button, and gives focus back', async () => {
    await openLanding()
    const toggle = screen.getByRole('button', { name: NAV.OPEN_MENU })
    fireEvent.click(toggle)
    const drawer = document.getElementById('public-menu')!
    expect(document.activeElement).toBe(within(drawer).getAllByRole('link')[0])
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(document.getElementById('public-menu')).toBeNull()
    expect(document.activeElement).toBe(toggle)

    fireEvent.click(toggle)
    fireEvent.click(screen.getByTestId('public-menu-backdrop'))
    expect(document.getElementById('public-menu')).toBeNull()

    fireEvent.click(toggle)
    fireEvent.click(within(document.getElementById('public-menu')!).getByRole('button', { name: NAV.CLOSE_MENU }))
    expect(document.getElementById('public-menu')).toBeNull()
  })

  it('the page behind the open menu does not scroll', async () => {
    await openLanding()
    fireEvent.click(screen.getByRole('button', { name: NAV.OPEN_MENU }))
    expect(document.body.style.overflow).toBe('hidden')
    fireEvent.keyDown(document, { key: 'Escape' })
    expect(document.body.style.overflow).toBe('')
  })

  it('the footer has the product, support and company columns, each entry leading somewhere real', async () => {
    await openLanding()
    const column = (name: string) =>
      within(screen.getByRole('navigation', { name })).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])
    expect(column(FOOTER.PRODUCT)).toEqual([
      [FOOTER.FEATURES, '/features'],
      [FOOTER.PRICING, '/pricing'],
      [FOOTER.INTEGRATION, '/features#integration'],
      [FOOTER.API, '/guide#api'],
      [FOOTER.SECURITY, '/chinh-sach-bao-mat#security'],
    ])
    expect(column(FOOTER.SUPPORT).map(([label]) => label)).toEqual([FOOTER.HELP_CENTER, FOOTER.GUIDES, FOOTER.TUTORIALS, FOOTER.CONTACT, FOOTER.COMMUNITY])
    expect(column(FOOTER.COMPANY)).toEqual([
      [FOOTER.ABOUT, '/about-us'],
      [FOOTER.ABOUT_COMPANY, '/about-company'],
      [FOOTER.CAREERS, '/about-company#careers'],
      [FOOTER.PRIVACY, '/chinh-sach-bao-mat'],
      [FOOTER.TERMS, '/dieu-khoan-su-dung'],
      [FOOTER.DATA_DELETION, '/data-deletion'],
    ])
    const social = within(screen.getByRole('list', { name: FOOTER.SOCIAL })).getAllByRole('link')
    expect(social).toHaveLength(3)
    for (const link of social) expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(screen.getByText(`© ${new Date().getFullYear()} ChatBot AI. Bảo lưu mọi quyền.`)).toBeTruthy()
  })

  it('a link to a section of another page lands on that section', async () => {
    const scrollIntoView = vi.fn()
    Element.prototype.scrollIntoView = scrollIntoView
    const { router } = await openLanding()
    await router.navigate('/features#integration')
    await screen.findByRole('heading', { level: 1, name: viText.FEATURES_PAGE.TITLE })
    await vi.waitFor(() => expect(scrollIntoView.mock.contexts).toContain(document.getElementById('integration')))
    expect(document.getElementById('integration')!.className).toContain('info-card--highlight')
  })
})

describe('public pages', () => {
  it.each([
    ['/features', viText.FEATURES_PAGE.TITLE],
    ['/try-free', viText.TRY_FREE_PAGE.TITLE],
    ['/about-us', viText.ABOUT_US.TITLE],
    ['/about-company', viText.ABOUT_COMPANY.TITLE],
    ['/guide', viText.GUIDE.TITLE],
    ['/contact', viText.CONTACT.TITLE],
    ['/chinh-sach-bao-mat', viText.LEGAL.PRIVACY.TITLE],
    ['/dieu-khoan-su-dung', viText.LEGAL.TERMS.TITLE],
    ['/data-deletion', viText.LEGAL.DATA_DELETION.TITLE],
  ])('%s shows "%s" and names the browser tab after it', async (path, title) => {
    renderApp(path)
    await screen.findByRole('heading', { level: 1, name: title })
    // The tab title is set by an effect after the page renders.
    await waitFor(() => expect(document.title).toBe(`${title} – ChatBot AI`))
  })

  it('/features lists the core features with their benefit chips and the six extra features, with calls to /try-free and /pricing', async () => {
    renderApp('/features')
    await screen.findByRole('heading', { level: 1, name: viText.FEATURES_PAGE.TITLE })
    for (const benefit of viText.FEATURE_LIST.ITEMS.EXPERT.BENEFITS) expect(screen.getByText(benefit)).toBeTruthy()
    for (const extra of Object.values(viText.FEATURES_PAGE.EXTRA)) expect(screen.getByRole('heading', { level: 3, name: extra.TITLE })).toBeTruthy()
    const cta = within(screen.getByRole('heading', { level: 2, name: viText.FEATURES_PAGE.CTA.TITLE }).closest('section')!)
    expect(cta.getByRole('link', { name: viText.FEATURES_PAGE.CTA.TRY_FREE }).getAttribute('href')).toBe('/try-free')
    expect(cta.getByRole('link', { name: viText.FEATURES_PAGE.CTA.PRICING }).getAttribute('href')).toBe('/pricing')
  })

  it('/contact shows the support email and phone as mailto and tel links', async () => {
    renderApp('/contact')
    await screen.findByRole('heading', { level: 1, name: viText.CONTACT.TITLE })
    const mail = screen.getByRole('link', { name: /@/ })
    expect(mail.getAttribute('href')).toBe(`mailto:${mail.textContent}`)
    expect(screen.getAllByRole('link').some((link) => link.getAttribute('href')?.startsWith('tel:+84'))).toBe(true)
  })

  it('/about-us shows the tax code, the representative and the address', async () => {
    renderApp('/about-us')
    await screen.findByRole('heading', { level: 1, name: viText.ABOUT_US.TITLE })
    for (const label of [viText.ABOUT_US.TAX_CODE, viText.ABOUT_US.REPRESENTATIVE, viText.ABOUT_US.ADDRESS]) expect(screen.getByText(label)).toBeTruthy()
    expect(screen.getByText(viText.COMPANY.REPRESENTATIVE)).toBeTruthy()
    expect(screen.getByText(/^\d{10}$/)).toBeTruthy()
  })

  it('/about-company has four team members, three language models, three hardware types and three pilot industries', async () => {
    renderApp('/about-company')
    await screen.findByRole('heading', { level: 1, name: viText.ABOUT_COMPANY.TITLE })
    const section = (name: string) => within(screen.getByRole('heading', { level: 2, name }).closest('section')!).getAllByRole('listitem')
    expect(section(viText.ABOUT_COMPANY.TEAM_TITLE)).toHaveLength(4)
    expect(section(viText.ABOUT_COMPANY.MODELS_TITLE)).toHaveLength(3)
    expect(section(viText.ABOUT_COMPANY.HARDWARE_TITLE)).toHaveLength(3)
    expect(section(viText.ABOUT_COMPANY.PILOTS_TITLE)).toHaveLength(3)
  })

  it('/data-deletion lists the four steps, the notes with about 30 days, and a last-updated line', async () => {
    renderApp('/data-deletion')
    await screen.findByRole('heading', { level: 1, name: viText.LEGAL.DATA_DELETION.TITLE })
    for (const step of viText.LEGAL.DATA_DELETION.STEPS) expect(screen.getByText(step)).toBeTruthy()
    expect(screen.getByText('Việc xóa dữ liệu mất khoảng 30 ngày.')).toBeTruthy()
    expect(screen.getByText(/^Cập nhật lần cuối: \d{2}\/\d{2}\/\d{4}$/)).toBeTruthy()
  })

  it('/guide embeds the video of a watch link, and says the video is coming when the link has no id', () => {
    const { unmount } = render(<GuideVideo link="https://youtu.be/dQw4w9WgXcQ?si=abc" />)
    expect(screen.getByTitle(viText.GUIDE.VIDEO_TITLE).getAttribute('src')).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ')
    unmount()
    render(<GuideVideo link="" />)
    expect(screen.getByRole('status').textContent).toBe(viText.GUIDE.VIDEO_MISSING)
    expect(document.querySelector('iframe')).toBeNull()
  })
})
