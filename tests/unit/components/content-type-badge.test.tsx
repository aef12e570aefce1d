// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { cleanup, render, screen } from '@testing-library/react'
import { ContentTypeBadge } from '../../../src/components/badge/content-type-badge'
import { initTestI18n } from '../ui/support/i18n'

beforeAll(() => initTestI18n('vi'))
afterEach(async () => {
  cleanup()
  await initTestI18n('vi')
})

describe('ContentTypeBadge', () => {
  it.each([
    ['product', 'Sản phẩm'],
    ['promotion', 'Khuyến mãi'],
    ['about_company', 'Về công ty'],
    ['policy', 'Chính sách'],
    ['faq', 'FAQ'],
  ])('labels %s as %s', (type, label) => {
    render(<ContentTypeBadge type={type} />)
    expect(screen.getByText(label).className).toContain(`content-type-badge--${type}`)
  })

  it('labels the types in English too', async () => {
    await initTestI18n('en')
    render(
      <>
        <ContentTypeBadge type="about_company" />
        <ContentTypeBadge type="promotion" />
      </>,
    )
    expect(screen.getByText('About company')).toBeTruthy()
    expect(screen.getByText('Promotion')).toBeTruthy()
  })

  it('shows any other type as it is, in the neutral colour', () => {
    render(<ContentTypeBadge type="recruitment" />)
    expect(screen.getByText('recruitment').className).toContain('content-type-badge--other')
  })

  it('shows nothing for a missing type', () => {
    const { container } = render(<ContentTypeBadge type={null} />)
    expect(container.textContent).toBe('')
  })
})
