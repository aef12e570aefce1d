import { describe, expect, it } from 'vitest'
import { detectLanguage } from '../../../mock-server/answers/language'
import { contentWordsOf, foldText, indexTokensOf, isStopWord, queryTokensOf } from '../../../mock-server/answers/normalize'

describe('foldText', () => {
  it('drops tone and vowel marks, folds đ and lower-cases', () => {
    expect(foldText('Giá ĐẶT lịch bao nhiêu?')).toBe('gia dat lich bao nhieu?')
    expect(foldText('Phở bò Hà Nội')).toBe('pho bo ha noi')
    // Decomposed input (NFD) folds the same as composed.
    expect(foldText('Tiếng Việt'.normalize('NFD'))).toBe('tieng viet')
  })
})

describe('stop words', () => {
  it('drops function words written with marks, and bare syllables that are function words whatever their marks', () => {
    expect(contentWordsOf('Spa có chỗ gửi xe không?')).toEqual(['spa', 'cho', 'gui', 'xe'])
    expect(contentWordsOf('spa co cho gui xe khong')).toEqual(['spa', 'cho', 'gui', 'xe'])
    expect(contentWordsOf('What are your opening hours?')).toEqual(['opening', 'hours'])
  })

  it('keeps bare syllables that can be a content word (bán/bạn, máy/mấy): the marks decide when they are there', () => {
    expect(isStopWord('mấy')).toBe(true)
    expect(isStopWord('máy')).toBe(false)
    expect(isStopWord('may')).toBe(false)
    expect(isStopWord('bạn')).toBe(true)
    expect(isStopWord('bán')).toBe(false)
    expect(isStopWord('khong')).toBe(true)
  })
})

describe('tokens', () => {
  it('adds a bigram for neighbouring content words; a function word breaks the pair', () => {
    expect(queryTokensOf('Giờ mở cửa của spa')).toEqual(['gio', 'mo', 'gio_mo', 'cua', 'mo_cua', 'spa'])
    expect(queryTokensOf('chăm sóc da mặt')).toEqual(['cham', 'soc', 'cham_soc', 'da', 'soc_da', 'mat', 'da_mat'])
  })

  it('fold alike with and without marks', () => {
    expect(queryTokensOf('lop hoc lam banh')).toEqual(queryTokensOf('Lớp học làm bánh'))
    expect(queryTokensOf('phi van chuyen')).toEqual(queryTokensOf('Phí vận chuyển'))
  })

  it('index every word, function words included, so "may" typed bare finds "mấy"', () => {
    const indexed = indexTokensOf('Spa mở cửa lúc mấy giờ?')
    expect(indexed).toEqual(expect.arrayContaining(['spa', 'mo', 'cua', 'luc', 'may', 'gio', 'mo_cua']))
    expect(indexed).not.toContain('may_gio')
    for (const token of queryTokensOf('spa mo cua luc may gio').filter((t) => !t.includes('_'))) expect(indexed).toContain(token)
  })
})

describe('detectLanguage', () => {
  it.each([
    ['Giá bao nhiêu?', 'vi'],
    ['gia bao nhieu vay shop', 'vi'],
    ['How much is the massage?', 'en'],
    ['IELTS', 'en'],
    ['0912345678', 'en'],
  ] as const)('%s → %s (fallback en)', (text, language) => {
    expect(detectLanguage(text, 'en')).toBe(language)
  })
})
