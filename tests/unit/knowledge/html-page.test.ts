import { describe, expect, it } from 'vitest'
import { readHtml } from '../../../mock-server/knowledge/html-page'
import { pageLink } from '../../../mock-server/knowledge/links'

const PAGE = `<!doctype html><html><head><title>Bảng giá &amp; ưu đãi</title>
<style>body { color: red }</style><script>var secret = "do not index"</script></head>
<body><header><a href="/">Trang chủ</a><nav><a href="/gia">Giá</a></nav></header>
<h1>Massage</h1><p>Massage đá nóng&nbsp;90 phút: 550.000đ</p>
<!-- hidden comment --><ul><li>Gội đầu &#8211; 180.000đ</li><li>Chân &#x2014; 320.000đ</li></ul>
<form><label>Tên <input></label><button>Gửi</button></form>
<aside>Quảng cáo</aside><div hidden>ẩn</div><noscript>enable js</noscript>
<footer>© 2024 <a href="mailto:a@b.example">Email</a></footer></body></html>`

describe('readHtml', () => {
  it('keeps the title and the readable text: no scripts, styles, comments, navigation, header, footer, forms or asides', () => {
    const page = readHtml(PAGE)
    expect(page.title).toBe('Bảng giá & ưu đãi')
    expect(page.text.split('\n')).toEqual(['Massage', 'Massage đá nóng 90 phút: 550.000đ', 'Gội đầu – 180.000đ', 'Chân — 320.000đ'])
    expect(page.links).toEqual(['/', '/gia', 'mailto:a@b.example'])
  })

  it('prefers <main>, else the largest <article>, and keeps their own headers', () => {
    const main = readHtml('<body><div>menu</div><main><header><h1>Lớp học</h1></header><p>Thứ Bảy 9:00</p></main><p>footer text</p></body>')
    expect(main.text).toBe('Lớp học\nThứ Bảy 9:00')
    const articles = readHtml('<body><article><p>ngắn</p></article><article><h2>Dài hơn</h2><p>nội dung chính của trang</p></article></body>')
    expect(articles.text).toBe('Dài hơn\nnội dung chính của trang')
  })

  it('skips nested furniture as a whole, keeps table cells apart, and reads <base> and og:title', () => {
    const page = readHtml(
      '<head><base href="https://x.example/a/"><meta property="og:title" content="OG title"></head><body><nav><ul><li><nav>inner</nav></li></ul>still nav</nav><table><tr><td>Bánh</td><td>25.000đ</td></tr></table></body>',
    )
    expect(page.title).toBe('OG title')
    expect(page.base).toBe('https://x.example/a/')
    expect(page.text).toBe('Bánh 25.000đ')
  })
})

describe('pageLink', () => {
  const site = 'https://tiem.example'
  const page = 'https://tiem.example/san-pham/'
  it.each([
    ['banh-kem.html', 'https://tiem.example/san-pham/banh-kem.html'],
    ['../lien-he.html#ban-do', 'https://tiem.example/lien-he.html'],
    ['/?page=2', 'https://tiem.example/?page=2'],
    ['HTTPS://TIEM.EXAMPLE/Gio-Thieu', 'https://tiem.example/Gio-Thieu'],
  ])('%s → %s', (href, expected) => {
    expect(pageLink(href, page, site)).toBe(expected)
  })

  it.each([
    ['https://facebook.com/tiem'],
    ['mailto:a@tiem.example'],
    ['tel:0909123456'],
    ['javascript:void(0)'],
    ['data:text/html,hi'],
    ['files/menu.pdf'],
    ['/images/logo.PNG'],
    ['http://tiem.example/'],
  ])('refuses %s', (href) => {
    expect(pageLink(href, page, site)).toBeNull()
  })
})
