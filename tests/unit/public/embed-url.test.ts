import { describe, expect, it } from 'vitest'
import { embedUrlFromVideoLink } from '../../../src/features/public/guide/embed-url'

const ID = 'dQw4w9WgXcQ'
const EMBED = `https://www.youtube.com/embed/${ID}`

describe('the guide video: embed address from a video link (000 §2 Guide)', () => {
  it.each([
    [`https://www.youtube.com/watch?v=${ID}`],
    [`https://youtube.com/watch?v=${ID}`],
    [`https://m.youtube.com/watch?v=${ID}`],
    [`http://www.youtube.com/watch?v=${ID}`],
    [`www.youtube.com/watch?v=${ID}`],
    [`  https://www.youtube.com/watch?v=${ID}  `],
  ])('takes the id from a watch link: %s', (link) => {
    expect(embedUrlFromVideoLink(link)).toBe(EMBED)
  })

  it.each([[`https://youtu.be/${ID}`], [`youtu.be/${ID}`], [`https://www.youtu.be/${ID}`]])('takes the id from a short link: %s', (link) => {
    expect(embedUrlFromVideoLink(link)).toBe(EMBED)
  })

  it.each([
    [`https://www.youtube.com/watch?v=${ID}&t=42s`],
    [`https://www.youtube.com/watch?feature=share&v=${ID}&list=PL123`],
    [`https://youtu.be/${ID}?si=AbCdEf123&t=10`],
    [`https://www.youtube.com/watch?v=${ID}#comments`],
  ])('ignores the other parameters: %s', (link) => {
    expect(embedUrlFromVideoLink(link)).toBe(EMBED)
  })

  it.each([
    [''],
    ['   '],
    [null],
    [undefined],
    ['not a link at all'],
    ['https://www.youtube.com/watch'],
    ['https://www.youtube.com/watch?v='],
    ['https://www.youtube.com/watch?list=PL123'],
    ['https://youtu.be/'],
    ['https://www.youtube.com/watch?v=short'],
    [`https://www.youtube.com/watch?v=${ID}"><script>`],
    [`https://vimeo.com/${ID}`],
    [`https://evil.example/watch?v=${ID}`],
    [`https://youtube.com.evil.example/watch?v=${ID}`],
    [`javascript:alert(1)//youtu.be/${ID}`],
    [`https://www.youtube.com/channel/${ID}`],
  ])('gives an empty address when no id is found: %s', (link) => {
    expect(embedUrlFromVideoLink(link)).toBe('')
  })
})
