// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from '../../../src/widget/markdown'

const html = (source: string) => {
  const box = document.createElement('div')
  box.appendChild(renderMarkdown(source))
  return box
}

describe('reply markdown, rendered safely', () => {
  it('shows HTML and script in a reply as text, never as elements', () => {
    const box = html('<img src=x onerror=alert(1)> and <script>alert(2)</script>')
    expect(box.querySelector('img, script')).toBeNull()
    expect(box.textContent).toBe('<img src=x onerror=alert(1)> and <script>alert(2)</script>')
  })

  it('renders bold, italic, code and line breaks', () => {
    const box = html('**Miễn phí** giao hàng *toàn quốc*\nphí `30.000đ`')
    expect(box.querySelector('strong')?.textContent).toBe('Miễn phí')
    expect(box.querySelector('em')?.textContent).toBe('toàn quốc')
    expect(box.querySelector('code')?.textContent).toBe('30.000đ')
    expect(box.querySelectorAll('p')).toHaveLength(1)
    expect(box.querySelectorAll('br')).toHaveLength(1)
  })

  it('keeps arithmetic stars and lone underscores as they are', () => {
    expect(html('5 * 3 * 2 = 30 and file_name_here').textContent).toBe('5 * 3 * 2 = 30 and file_name_here')
    expect(html('5 * 3 * 2').querySelector('em')).toBeNull()
  })

  it('renders bullet and numbered lists, separated paragraphs and headings', () => {
    const box = html('# Giao hàng\n\nCác lựa chọn:\n- Nhanh\n- Tiết kiệm\n\n3. Ba\n4. Bốn')
    expect(box.querySelector('p strong')?.textContent).toBe('Giao hàng')
    expect([...box.querySelectorAll('ul li')].map((item) => item.textContent)).toEqual(['Nhanh', 'Tiết kiệm'])
    expect(box.querySelector('ol')?.getAttribute('start')).toBe('3')
    expect(box.querySelectorAll('ol li')).toHaveLength(2)
  })

  it('links only http and https addresses, in a new tab with rel=noopener', () => {
    const box = html('[Bảng size](https://shop.example/size) [x](javascript:alert`1`) [y](data:text/html,hi) [z](/relative) see http://a.example/p.')
    const links = [...box.querySelectorAll('a')]
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://shop.example/size', 'http://a.example/p'])
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
    // The refused links keep their words, as plain text.
    expect(box.textContent).toContain(' x y z see ')
    expect(box.innerHTML).not.toContain('javascript:')
    expect(box.innerHTML).not.toContain('data:text')
  })

  it('renders an unfinished marker (mid-stream) as plain text', () => {
    expect(html('Miễn **phí').textContent).toBe('Miễn **phí')
  })
})
