/**
 * `npx tsx tests/tools/make-videos.ts`: makes the landing page's videos — the hero video
 * (`public/images/banner.mp4`) and the six case-study demos (`public/assets/demo/*.mp4`,
 * portrait 346×506, 000 §2 "Video modal", §9 VIDEO_FRAME).
 *
 * Each video is a chat widget in our brand colours answering one customer question of its
 * industry: the question is typed into the input, sent, the bot "types" and its answer streams in
 * word by word. The chat is an HTML page drawn as a pure function of time (`window.drawAt(ms)`);
 * Debian's Chromium takes one screenshot per frame and Debian's ffmpeg assembles them into H.264
 * (`apt-get install -y ffmpeg`). The videos are committed; tests never run this script, and a
 * development machine needs ffmpeg only to make them again.
 */
import { execFileSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from 'playwright-core'
import { VIDEO_FRAME } from '../../src/config/constants'
import { launchBrowser } from '../e2e/support/browser'

const root = fileURLToPath(new URL('../../', import.meta.url))
const FPS = 12
/** Every video together must stay under this (the issue's budget). */
const TOTAL_BUDGET_BYTES = 3 * 1024 * 1024

interface Exchange {
  question: string
  answer: string
}

interface Scene {
  /** Where the file goes, relative to public/. */
  file: string
  width: number
  height: number
  botName: string
  welcome: string
  exchanges: Exchange[]
  /** The hero video shows the widget on a business's web page; the case videos show the widget alone. */
  withSite?: { name: string; headline: string; text: string }
}

const CASE = { width: VIDEO_FRAME.WIDTH, height: VIDEO_FRAME.HEIGHT }

/** The six industries of 000 §2 that have a demo video; the rest show 'Video đang cập nhật'. */
const SCENES: Scene[] = [
  {
    file: 'assets/demo/courses.mp4',
    ...CASE,
    botName: 'Trợ lý Anh ngữ Sao Mai',
    welcome: 'Xin chào! Em có thể tư vấn khóa học, lịch khai giảng và học phí cho anh/chị.',
    exchanges: [
      {
        question: 'Khóa IELTS cấp tốc học bao lâu, học phí bao nhiêu?',
        answer:
          'Khóa IELTS cấp tốc kéo dài 8 tuần, 3 buổi mỗi tuần. Học phí 4.500.000đ, giảm 10% khi đăng ký trước ngày 15. Anh/chị muốn em gửi lịch khai giảng gần nhất không ạ?',
      },
    ],
  },
  {
    file: 'assets/demo/fashion.mp4',
    ...CASE,
    botName: 'Trợ lý thời trang Lam Mộc',
    welcome: 'Chào chị! Em giúp chị chọn size, kiểm tra hàng và đặt đơn nhé.',
    exchanges: [
      {
        question: 'Váy linen màu be còn size M không shop?',
        answer:
          'Dạ còn ạ! Váy linen màu be size M còn 6 chiếc, giá 459.000đ, được đổi size miễn phí trong 7 ngày. Chị để lại số điện thoại để em giữ hàng cho chị nhé?',
      },
    ],
  },
  {
    file: 'assets/demo/advertising.mp4',
    ...CASE,
    botName: 'Trợ lý Quảng cáo Bình Minh',
    welcome: 'Xin chào! Em tư vấn kênh quảng cáo và ngân sách phù hợp với doanh nghiệp của anh/chị.',
    exchanges: [
      {
        question: 'Quán cà phê mới mở, 5 triệu một tháng chạy quảng cáo có đủ không?',
        answer:
          'Đủ để bắt đầu ạ! Em gợi ý 60% cho quảng cáo Facebook trong bán kính 3 km, 40% cho Zalo OA để giữ chân khách quen. Anh/chị muốn nhận bản kế hoạch chi tiết qua email không ạ?',
      },
    ],
  },
  {
    file: 'assets/demo/real-estate.mp4',
    ...CASE,
    botName: 'Trợ lý BĐS An Phú Land',
    welcome: 'Chào anh/chị! Em hỗ trợ thông tin dự án, giá bán và lịch xem nhà.',
    exchanges: [
      {
        question: 'Căn hộ 2 phòng ngủ ở Thủ Đức giá khoảng bao nhiêu?',
        answer:
          'Dự án Sông Xanh có căn 2 phòng ngủ 68 m², giá từ 3,2 tỷ, thanh toán 30% đến khi nhận nhà. Cuối tuần này còn lịch xem nhà mẫu, anh/chị muốn đặt lịch không ạ?',
      },
    ],
  },
  {
    file: 'assets/demo/restaurant.mp4',
    ...CASE,
    botName: 'Nhà hàng Bếp Quê',
    welcome: 'Xin chào! Em nhận đặt bàn và giới thiệu thực đơn hôm nay ạ.',
    exchanges: [
      {
        question: 'Tối thứ bảy 19h còn bàn cho 6 người không em?',
        answer:
          'Dạ còn một bàn 6 người cạnh cửa sổ lúc 19h thứ bảy ạ. Em giữ bàn đến 19h15, anh/chị cho em xin tên và số điện thoại để xác nhận nhé?',
      },
    ],
  },
  {
    file: 'assets/demo/travel.mp4',
    ...CASE,
    botName: 'Du lịch Cánh Diều',
    welcome: 'Chào anh/chị! Em tư vấn tour, khách sạn và lịch khởi hành.',
    exchanges: [
      {
        question: 'Tour Đà Nẵng – Hội An 3 ngày 2 đêm giá bao nhiêu?',
        answer:
          'Tour 3 ngày 2 đêm giá 3.890.000đ/người, gồm vé máy bay, khách sạn 4 sao và vé Bà Nà. Khởi hành thứ sáu hằng tuần. Anh/chị đi mấy người để em báo giá nhóm ạ?',
      },
    ],
  },
  {
    file: 'images/banner.mp4',
    width: 640,
    height: 400,
    botName: 'Trợ lý Nội thất Gỗ Việt',
    welcome: 'Xin chào! Em có thể tư vấn sản phẩm, giá và giao hàng 24/7.',
    withSite: {
      name: 'Nội thất Gỗ Việt',
      headline: 'Bàn ăn gỗ sồi cho gia đình Việt',
      text: 'Thiết kế tối giản, gỗ sồi tự nhiên, bảo hành 5 năm. Giao hàng toàn quốc.',
    },
    exchanges: [
      {
        question: 'Bàn ăn 6 ghế giá bao nhiêu?',
        answer: 'Bộ bàn ăn gỗ sồi 6 ghế giá 12.900.000đ, miễn phí giao và lắp đặt trong nội thành ạ.',
      },
      {
        question: 'Giao về Cần Thơ mất mấy ngày?',
        answer: 'Về Cần Thơ mất 3 đến 4 ngày ạ. Anh/chị để lại số điện thoại, em gửi ảnh thực tế nhé!',
      },
    ],
  },
]

// Timings of one exchange, in milliseconds.
const START_PAUSE = 700
const TYPE_PER_CHAR = 45
const SEND_PAUSE = 350
const THINKING = 1_100
const STREAM_PER_WORD = 70
const READ_PAUSE = 1_400
const END_PAUSE = 2_600

/** When each exchange's phases start: a pure schedule the page and the frame count share. */
function schedule(scene: Scene) {
  let t = START_PAUSE
  const steps = scene.exchanges.map((exchange) => {
    const typingFrom = t
    const sentAt = typingFrom + exchange.question.length * TYPE_PER_CHAR + SEND_PAUSE
    const answerFrom = sentAt + THINKING
    const answerDone = answerFrom + exchange.answer.split(' ').length * STREAM_PER_WORD
    t = answerDone + READ_PAUSE
    return { ...exchange, typingFrom, sentAt, answerFrom, answerDone }
  })
  return { steps, duration: t - READ_PAUSE + END_PAUSE }
}

/** The chat page. `drawAt(ms)` shows the conversation as it is `ms` into the video. */
function pageHtml(scene: Scene): string {
  const { steps } = schedule(scene)
  const site = scene.withSite
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><style>
  * { box-sizing: border-box; margin: 0; }
  html, body { width: ${scene.width}px; height: ${scene.height}px; overflow: hidden; font-family: 'Noto Sans', 'DejaVu Sans', sans-serif; }
  body { background: ${site ? '#f6f8f7' : '#e8f6e8'}; display: flex; }
  .site { flex: 1; padding: 28px 28px; display: flex; flex-direction: column; gap: 14px; }
  .site nav { display: flex; gap: 10px; align-items: center; font-weight: 700; color: #0f172a; font-size: 15px; }
  .site nav i { width: 22px; height: 22px; border-radius: 6px; background: #8b5e34; display: inline-block; }
  .site h1 { font-size: 22px; line-height: 1.25; color: #0f172a; max-width: 14ch; }
  .site p { font-size: 12px; color: #475569; max-width: 26ch; line-height: 1.5; }
  .site .img { height: 120px; width: 220px; border-radius: 12px; background: linear-gradient(135deg, #c8a27a, #8b5e34); }
  .widget { width: ${site ? 300 : scene.width}px; height: 100%; display: flex; flex-direction: column; background: #fff;
    ${site ? 'margin: 16px 16px 16px 0; height: auto; border-radius: 16px; box-shadow: 0 12px 32px rgb(15 23 42 / .18); overflow: hidden;' : ''} }
  header { background: #069206; color: #fff; padding: 12px 14px; display: flex; gap: 10px; align-items: center; }
  header .avatar { width: 34px; height: 34px; border-radius: 50%; background: #fff; color: #069206; display: grid; place-items: center; font-weight: 700; }
  header b { display: block; font-size: 14px; }
  header small { font-size: 11px; opacity: .9; }
  .log { flex: 1; padding: 12px; display: flex; flex-direction: column; gap: 8px; overflow: hidden; justify-content: flex-end; background: #f8fafc; }
  .msg { max-width: 82%; padding: 8px 11px; border-radius: 14px; font-size: 13px; line-height: 1.45; }
  .bot { align-self: flex-start; background: #fff; border: 1px solid #e2e8f0; color: #0f172a; border-bottom-left-radius: 4px; }
  .user { align-self: flex-end; background: #069206; color: #fff; border-bottom-right-radius: 4px; }
  .dots { display: flex; gap: 4px; padding: 12px; }
  .dots span { width: 7px; height: 7px; border-radius: 50%; background: #94a3b8; }
  footer { display: flex; gap: 8px; padding: 10px; border-top: 1px solid #e2e8f0; background: #fff; }
  .input { flex: 1; min-height: 36px; border: 1px solid #cbd5e1; border-radius: 18px; padding: 8px 12px; font-size: 13px; color: #0f172a; white-space: nowrap; overflow: hidden; }
  .input.empty { color: #94a3b8; }
  .send { width: 36px; height: 36px; border-radius: 50%; background: #069206; display: grid; place-items: center; color: #fff; font-size: 16px; }
  .caret { display: inline-block; width: 1px; height: 14px; background: #0f172a; vertical-align: -2px; }
  </style></head><body>
  ${site ? `<div class="site"><nav><i></i>${site.name}</nav><div class="img"></div><h1>${site.headline}</h1><p>${site.text}</p></div>` : ''}
  <div class="widget">
    <header><span class="avatar">${scene.botName.charAt(0)}</span><div><b>${scene.botName}</b><small>● Đang hoạt động</small></div></header>
    <div class="log" id="log"></div>
    <footer><div class="input" id="input"></div><span class="send">➤</span></footer>
  </div>
  <script>
  const steps = ${JSON.stringify(steps)};
  const welcome = ${JSON.stringify(scene.welcome)};
  const esc = (s) => s.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]);
  window.drawAt = (t) => {
    const log = [];
    log.push('<div class="msg bot">' + esc(welcome) + '</div>');
    let input = '';
    for (const s of steps) {
      if (t >= s.typingFrom && t < s.sentAt) {
        const chars = Math.min(s.question.length, Math.floor((t - s.typingFrom) / ${TYPE_PER_CHAR}));
        input = esc(s.question.slice(0, chars));
      }
      if (t >= s.sentAt) log.push('<div class="msg user">' + esc(s.question) + '</div>');
      if (t >= s.sentAt && t < s.answerFrom) {
        const phase = Math.floor(t / 250) % 3;
        log.push('<div class="msg bot dots">' + [0, 1, 2].map((i) => '<span style="opacity:' + (i === phase ? 1 : 0.35) + '"></span>').join('') + '</div>');
      }
      if (t >= s.answerFrom) {
        const words = s.answer.split(' ');
        const shown = Math.min(words.length, 1 + Math.floor((t - s.answerFrom) / ${STREAM_PER_WORD}));
        log.push('<div class="msg bot">' + esc(words.slice(0, shown).join(' ')) + '</div>');
      }
    }
    document.getElementById('log').innerHTML = log.join('');
    const box = document.getElementById('input');
    box.className = 'input' + (input ? '' : ' empty');
    box.innerHTML = input ? input + '<span class="caret"></span>' : 'Nhập tin nhắn...';
  };
  </script></body></html>`
}

async function record(page: Page, scene: Scene, frames: string): Promise<void> {
  await page.setViewportSize({ width: scene.width, height: scene.height })
  await page.setContent(pageHtml(scene))
  const { duration } = schedule(scene)
  const count = Math.ceil((duration / 1000) * FPS)
  for (let frame = 0; frame < count; frame++) {
    await page.evaluate((ms) => (window as unknown as { drawAt(ms: number): void }).drawAt(ms), (frame * 1000) / FPS)
    await page.screenshot({ path: join(frames, `${String(frame).padStart(4, '0')}.png`) })
  }
}

function encode(frames: string, output: string): void {
  execFileSync('ffmpeg', [
    '-y', '-loglevel', 'error',
    '-framerate', String(FPS),
    '-i', join(frames, '%04d.png'),
    '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '24',
    '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an',
    output,
  ])
}

const browser = await launchBrowser()
let total = 0
try {
  for (const scene of SCENES) {
    const frames = await mkdtemp(join(tmpdir(), 'video-frames-'))
    // A fresh page per scene: each chat page declares its own globals.
    const page = await browser.newPage()
    try {
      await record(page, scene, frames)
      const output = join(root, 'public', scene.file)
      await mkdir(join(output, '..'), { recursive: true })
      encode(frames, output)
      const { size } = await stat(output)
      total += size
      console.log(`${scene.file}: ${scene.width}×${scene.height}, ${(size / 1024).toFixed(0)} KB`)
    } finally {
      await page.close()
      await rm(frames, { recursive: true, force: true })
    }
  }
} finally {
  await browser.close()
}
console.log(`total ${(total / 1024).toFixed(0)} KB`)
if (total >= TOTAL_BUDGET_BYTES) {
  console.error('The videos together must stay under 3 MB.')
  process.exit(1)
}
