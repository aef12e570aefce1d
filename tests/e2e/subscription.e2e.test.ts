import jsQR from 'jsqr'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from '../../mock-server/db/seed-data'
import { PAYMENT } from '../../src/config/constants'
import { launchBrowser, watchConsole, signInThroughForm } from './support/browser'
import { startAppServer } from './support/app-server'

type AppServer = Awaited<ReturnType<typeof startAppServer>>

const TEXT = {
  buyProfessional: 'Mua gói này – gói Professional',
  buyEnterprise: 'Mua gói này – gói Enterprise',
  modalTitle: 'Thực hiện thanh toán',
  pending: 'Đang chờ thanh toán',
  paid: 'Đã thanh toán',
  expired: 'Đã hết hạn',
  expiredError: 'Đơn hàng đã hết hạn. Vui lòng tạo đơn hàng mới.',
  retry: 'Thử lại',
  simulate: 'Giả lập chuyển khoản',
}

/** 000 §2, §4 Payment order; issue 4 "Done when": a real browser pays a plan by VietQR bank transfer. */
describe('subscriptions paid by VietQR bank transfer', () => {
  let server: AppServer
  let shortExpiry: AppServer
  let browser: Browser

  beforeAll(async () => {
    ;[server, shortExpiry, browser] = await Promise.all([
      startAppServer(),
      startAppServer({ config: { orderExpiryMs: 3_000 } }),
      launchBrowser(),
    ])
  })
  afterAll(async () => {
    await browser?.close()
    await Promise.all([server?.close(), shortExpiry?.close()])
  })

  async function signedInPage(on: AppServer): Promise<{ page: Page; errors: string[] }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, deviceScaleFactor: 2 })
    const page = await context.newPage()
    page.on('dialog', (dialog) => void dialog.accept())
    const errors = watchConsole(page)
    await signInThroughForm(page, on.url, DEMO_ACCOUNT.username, DEMO_ACCOUNT.password)
    return { page, errors }
  }

  async function openPayment(page: Page, on: AppServer, buttonName: string) {
    await page.goto(`${on.url}/app/subscription`)
    await page.getByRole('button', { name: buttonName }).click()
    const dialog = page.getByRole('dialog', { name: TEXT.modalTitle })
    await dialog.waitFor()
    await dialog.getByTestId('payment-status').filter({ hasText: TEXT.pending }).waitFor()
    return dialog
  }

  it('an owner picks Professional, scans a valid VietQR, the bank notifies, and the dashboard shows the new plan', async () => {
    const { page, errors } = await signedInPage(server)
    const dialog = await openPayment(page, server, TEXT.buyProfessional)

    // The countdown runs from the order's 15 minutes.
    const countdown = dialog.getByTestId('payment-countdown')
    expect(await countdown.textContent()).toMatch(/^1[45]:\d{2}$/)
    const first = await countdown.textContent()
    await expect.poll(() => countdown.textContent(), { timeout: 3_000 }).not.toBe(first)

    // Decode the QR from a screenshot, as a banking app's scanner would.
    const payload = await decodeQr(page, await dialog.getByTestId('payment-qr').screenshot({ animations: 'disabled' }))
    const code = (await dialog.getByText(/^CB\d{8}$/).textContent())!.trim()
    const order = server.ctx.db.first('orders', (row) => row.code === code)!
    expect(order).toMatchObject({ status: 'PENDING', amount: 29, currency: 'USD', qrCode: payload })

    const fields = parseTlv(payload)
    expect(payload.slice(-8, -4)).toBe('6304')
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)))
    expect(fields.get('00')).toBe('01')
    expect(fields.get('01')).toBe('12') // dynamic QR: it carries an amount
    const merchant = parseTlv(fields.get('38')!)
    expect(merchant.get('00')).toBe('A000000727') // NAPAS
    expect(merchant.get('02')).toBe('QRIBFTTA') // transfer to an account
    const beneficiary = parseTlv(merchant.get('01')!)
    expect(beneficiary.get('00')).toBe('970436')
    expect(beneficiary.get('01')).toBe('0071000123456')
    expect(fields.get('53')).toBe('704') // VND
    expect(fields.get('54')).toBe(String(29 * server.ctx.config.usdToVndRate))
    expect(fields.get('58')).toBe('VN')
    expect(parseTlv(fields.get('62')!).get('08')).toBe(code)
    // What the modal shows matches what the QR says.
    await expect.poll(() => dialog.textContent()).toContain('0071000123456')
    expect(await dialog.textContent()).toContain('725.000 đ')

    // The bank's webhook arrives.
    const response = await fetch(`${server.url}/v1/payments/bank-notification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Bank-Secret': server.ctx.config.bankWebhookSecret },
      body: JSON.stringify({ transaction_id: `FT${Date.now()}`, amount: Number(fields.get('54')), content: `${code} thanh toan goi` }),
    })
    expect(response.status).toBe(200)

    // Within one poll (2 s, plus the request's round trip) the modal reads paid…
    await expect
      .poll(() => dialog.getByTestId('payment-status').textContent(), { timeout: PAYMENT.POLL_INTERVAL_MS + 500, interval: 50 })
      .toBe(TEXT.paid)
    // …then closes and the owner lands on the dashboard, on the new plan.
    await page.waitForURL('**/app/dashboard')
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    await expect.poll(() => page.getByTestId('dashboard-plan').textContent()).toBe('Gói hiện tại: Professional')
    await page.goto(`${server.url}/app/subscription`)
    await expect.poll(() => page.getByTestId('current-plan').textContent()).toContain('Professional')
    expect(errors).toEqual([])
  })

  it('an order left unpaid expires: the modal says so and Retry creates a new order', async () => {
    const { page, errors } = await signedInPage(shortExpiry)
    const dialog = await openPayment(page, shortExpiry, TEXT.buyProfessional)
    expect(await dialog.getByTestId('payment-countdown').textContent()).toMatch(/^00:0[0-3]$/)
    const firstCode = (await dialog.getByText(/^CB\d{8}$/).textContent())!.trim()

    await dialog.getByTestId('payment-status').filter({ hasText: TEXT.expired }).waitFor({ timeout: 6_000 })
    expect(await dialog.getByRole('alert').textContent()).toBe(TEXT.expiredError)
    expect(await dialog.getByTestId('payment-countdown').count()).toBe(0)
    // The server agrees: a late transfer for the expired order is refused.
    const expiredOrder = shortExpiry.ctx.db.first('orders', (row) => row.code === firstCode)!
    const late = await fetch(`${shortExpiry.url}/v1/payments/bank-notification`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Bank-Secret': shortExpiry.ctx.config.bankWebhookSecret },
      body: JSON.stringify({ transaction_id: `FT${Date.now()}`, amount: expiredOrder.amount_vnd, content: firstCode }),
    })
    expect(late.status).toBe(410)

    const user = shortExpiry.ctx.db.first('users', (row) => row.username === DEMO_ACCOUNT.username)!
    const ordersOfOwner = () => shortExpiry.ctx.db.find('orders', (row) => row.user_id === user.id).map((row) => row.code)
    const before = ordersOfOwner()
    await page.getByRole('button', { name: TEXT.retry }).click()
    await dialog.getByTestId('payment-status').filter({ hasText: TEXT.pending }).waitFor()
    const secondCode = (await dialog.getByText(/^CB\d{8}$/).textContent())!.trim()
    expect(secondCode).not.toBe(firstCode)
    // Exactly one new order, the one now shown, waiting for its transfer.
    expect(ordersOfOwner()).toEqual([...before, secondCode])
    expect(shortExpiry.ctx.db.first('orders', (row) => row.code === secondCode)?.status).toBe('PENDING')
    expect(errors).toEqual([])
  })

  it('in demo mode the demo controls play the bank, and the plan is paid', async () => {
    const { page, errors } = await signedInPage(server)
    const dialog = await openPayment(page, server, TEXT.buyEnterprise)
    await dialog.getByRole('button', { name: TEXT.simulate }).click()
    await dialog.getByTestId('payment-status').filter({ hasText: TEXT.paid }).waitFor({ timeout: PAYMENT.POLL_INTERVAL_MS + 500 })
    await page.waitForURL('**/app/dashboard')
    await expect.poll(() => page.getByTestId('dashboard-plan').textContent()).toBe('Gói hiện tại: Enterprise')
    expect(errors).toEqual([])
  })

  it('Cancel closes the modal, stays on the page and pays nothing', async () => {
    const { page } = await signedInPage(server)
    const dialog = await openPayment(page, server, TEXT.buyProfessional)
    const code = (await dialog.getByText(/^CB\d{8}$/).textContent())!.trim()
    await dialog.getByRole('button', { name: 'Hủy' }).click()
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect(new URL(page.url()).pathname).toBe('/app/subscription')
    expect(server.ctx.db.first('orders', (row) => row.code === code)?.status).toBe('PENDING')
  })
})

/** Reads the QR in a PNG: the browser decodes the image, jsQR (a real decoder) reads the code. */
async function decodeQr(page: Page, png: Buffer): Promise<string> {
  const image = await page.evaluate(async (base64) => {
    const img = new Image()
    img.src = `data:image/png;base64,${base64}`
    await img.decode()
    const canvas = document.createElement('canvas')
    canvas.width = img.naturalWidth
    canvas.height = img.naturalHeight
    const context = canvas.getContext('2d')!
    context.drawImage(img, 0, 0)
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height)
    return { data: Array.from(data), width, height }
  }, png.toString('base64'))
  const result = jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)
  if (!result) throw new Error('no QR code found in the screenshot')
  return result.data
}

/** EMVCo TLV: two-digit id, two-digit length, value. */
function parseTlv(text: string): Map<string, string> {
  const fields = new Map<string, string>()
  let at = 0
  while (at < text.length) {
    const id = text.slice(at, at + 2)
    const length = Number(text.slice(at + 2, at + 4))
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length)) throw new Error(`bad TLV at ${at}: ${text.slice(at)}`)
    fields.set(id, text.slice(at + 4, at + 4 + length))
    at += 4 + length
  }
  return fields
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), written here independently of the server's encoder. */
function crc16CcittFalse(text: string): string {
  let crc = 0xffff
  for (const byte of new TextEncoder().encode(text)) {
    crc ^= byte << 8
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff
  }
  return crc.toString(16).toUpperCase().padStart(4, '0')
}
