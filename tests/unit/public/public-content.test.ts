import { readFileSync, statSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { FACEBOOK_CALLBACK_TEXT } from '../../../machines/facebook-callback.machine'
import { VIDEO_FRAME } from '../../../src/config/constants'
import { CASE_STUDIES, demoVideoUrl } from '../../../src/features/public/content/case-studies'
import { EXTRA_FEATURES, MAIN_FEATURES, PLATFORMS } from '../../../src/features/public/content/features'

const root = fileURLToPath(new URL('../../../', import.meta.url))
type Tree = { [key: string]: unknown }
const fragment = (feature: string, language: 'vi' | 'en') =>
  JSON.parse(readFileSync(`${root}src/features/${feature}/i18n/${language}.json`, 'utf8')) as Tree
const FEATURES = ['public', 'contact', 'facebook-callback'] as const

/** Every leaf path of a translation tree ("LANDING.HERO.POINTS.0"), with its value. */
function leaves(tree: unknown, path: string[] = []): Array<[string, unknown]> {
  if (tree && typeof tree === 'object') return Object.entries(tree).flatMap(([key, value]) => leaves(value, [...path, key]))
  return [[path.join('.'), tree]]
}
const at = (tree: Tree, path: string) => path.split('.').reduce<unknown>((node, key) => (node as Tree)?.[key], tree)

/** Width and height of an MP4's first track, read from its `tkhd` box. */
function mp4Size(file: string): [number, number] {
  const data = readFileSync(file)
  const box = data.indexOf('tkhd')
  const version = data[box + 4]
  const offset = box + 4 + (version === 1 ? 88 : 76)
  return [data.readUInt32BE(offset) / 65536, data.readUInt32BE(offset + 4) / 65536]
}

describe('public site content', () => {
  it('has the fifteen industries of 000 §1, six of them with a demo video', () => {
    expect(CASE_STUDIES.map((c) => c.id)).toEqual([
      'COURSES', 'FASHION', 'ADVERTISING', 'REAL_ESTATE', 'HEALTHCARE', 'BANKING', 'INSURANCE', 'RESTAURANT',
      'TRAVEL', 'RECRUITMENT', 'FITNESS', 'COSMETICS', 'FURNITURE', 'DENTAL', 'SPA',
    ])
    expect(CASE_STUDIES.filter((c) => c.video).map((c) => c.id)).toEqual(['COURSES', 'FASHION', 'ADVERTISING', 'REAL_ESTATE', 'RESTAURANT', 'TRAVEL'])
  })

  it('maps the Vietnamese and the English title of a case to the same video under /assets/demo/', () => {
    const vi = fragment('public', 'vi')
    const en = fragment('public', 'en')
    const byTitle = new Map<string, string | null>()
    for (const caseStudy of CASE_STUDIES) {
      for (const tree of [vi, en]) byTitle.set(at(tree, `LANDING.CASES.ITEMS.${caseStudy.id}.TITLE`) as string, demoVideoUrl(caseStudy))
    }
    expect(byTitle.get('Khóa học')).toBe('/assets/demo/courses.mp4')
    expect(byTitle.get('Courses')).toBe('/assets/demo/courses.mp4')
    expect(byTitle.get('Bất động sản')).toBe(byTitle.get('Real estate'))
    expect(byTitle.get('Du lịch và khách sạn')).toBe(byTitle.get('Travel and hospitality'))
    expect(byTitle.get('Y tế')).toBeNull()
    expect(byTitle.get('Healthcare')).toBeNull()
  })

  it('ships every demo video as a portrait 346 × 506 clip, and a hero video, all together under 3 MB', () => {
    const files = CASE_STUDIES.flatMap((c) => (c.video ? [`${root}public${demoVideoUrl(c)}`] : []))
    for (const file of files) expect(mp4Size(file), file).toEqual([VIDEO_FRAME.WIDTH, VIDEO_FRAME.HEIGHT])
    const hero = `${root}public/images/banner.mp4`
    const [width, height] = mp4Size(hero)
    expect(width).toBeGreaterThan(height)
    const total = [...files, hero].reduce((sum, file) => sum + statSync(file).size, 0)
    expect(total).toBeLessThan(3 * 1024 * 1024)
  })

  it('lists the six target platforms and the six extra features of the spec', () => {
    expect(PLATFORMS.map((p) => p.id)).toEqual(['ZALO', 'FACEBOOK', 'WEBSITE', 'MOBILE_APP', 'EMAIL', 'SMS'])
    expect(EXTRA_FEATURES.map((f) => f.id)).toEqual(['PERFORMANCE', 'SECURITY', 'TEAM', 'MULTICHANNEL', 'AB_TESTING', 'MOBILE'])
    expect(MAIN_FEATURES.map((f) => f.id)).toEqual(['EXPERT', 'ANSWERS', 'LANGUAGES', 'INTEGRATION'])
  })
})

describe('public site translations', () => {
  it.each(FEATURES)('%s: Vietnamese and English have the same keys, lists of the same length, and no empty text', (feature) => {
    const vi = leaves(fragment(feature, 'vi'))
    const en = leaves(fragment(feature, 'en'))
    expect(vi.map(([path]) => path)).toEqual(en.map(([path]) => path))
    for (const [path, value] of [...vi, ...en]) {
      expect(typeof value, path).toBe('string')
      expect((value as string).trim(), path).not.toBe('')
    }
  })

  it("uses the spec's Vietnamese texts as written", () => {
    const landing = fragment('public', 'vi')
    const contact = fragment('contact', 'vi')
    expect(at(landing, 'LANDING.CASES.VIDEO_MISSING')).toBe('Video đang cập nhật')
    expect(at(landing, 'LANDING.CASES.VIDEO_MISSING_TEXT')).toBe('Chúng tôi đang chuẩn bị video demo cho trường hợp này')
    expect(at(landing, 'LANDING.CASES.FALLBACK_TITLE')).toBe('Case Study')
    expect(at(landing, 'LANDING.HERO.POINTS')).toHaveLength(5)
    expect(at(landing, 'LANDING.TESTIMONIALS.ITEMS')).toHaveLength(3)
    expect(at(contact, 'CONTACT.FORM.SENDING')).toBe('Đang gửi...')
    expect(at(contact, 'CONTACT.FORM.FAILED')).toBe('Có lỗi xảy ra khi gửi tin nhắn. Vui lòng thử lại sau.')
  })

  it("uses the spec's English Facebook callback texts as written", () => {
    const en = fragment('facebook-callback', 'en')
    expect(at(en, 'FACEBOOK_CALLBACK.PROCESSING')).toBe(FACEBOOK_CALLBACK_TEXT.processing)
    expect(at(en, 'FACEBOOK_CALLBACK.CONNECTING')).toBe(FACEBOOK_CALLBACK_TEXT.connecting)
    expect(at(en, 'FACEBOOK_CALLBACK.CONNECTED')).toBe(FACEBOOK_CALLBACK_TEXT.connected)
    expect(at(en, 'FACEBOOK_CALLBACK.FAILED')).toEqual({
      PROVIDER_ERROR: FACEBOOK_CALLBACK_TEXT.providerError,
      INVALID_RESPONSE: FACEBOOK_CALLBACK_TEXT.invalidResponse,
      INVALID_CHATBOT: FACEBOOK_CALLBACK_TEXT.invalidChatbot,
      NETWORK: FACEBOOK_CALLBACK_TEXT.network,
      UNAUTHORIZED: FACEBOOK_CALLBACK_TEXT.unauthorized,
      FORBIDDEN: FACEBOOK_CALLBACK_TEXT.forbidden,
      SERVER: FACEBOOK_CALLBACK_TEXT.server,
      CONNECTION_FAILED: FACEBOOK_CALLBACK_TEXT.connectionFailed,
    })
  })

  it('cites decree 13/2023 and servers located in Vietnam in the privacy policy and the terms, in both languages', () => {
    for (const language of ['vi', 'en'] as const) {
      const tree = fragment('public', language)
      for (const document of ['PRIVACY', 'TERMS']) {
        const text = leaves(at(tree, `LEGAL.${document}`)).map(([, value]) => value).join(' ')
        expect(text, `${language} ${document}`).toMatch(/13\/2023\/N[ĐD]-CP/)
        expect(text, `${language} ${document}`).toMatch(language === 'vi' ? /máy chủ đặt tại Việt Nam/ : /servers located in Vietnam/)
      }
    }
  })
})
