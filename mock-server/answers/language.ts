import type { ReplyLanguage } from './engine'
import { wordsOf } from './normalize'

/** Letters only Vietnamese uses (with or without tone marks). */
const VIETNAMESE_LETTERS = /[ăâđêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i
/** Frequent Vietnamese syllables typed without marks that are not English words. */
const VIETNAMESE_WORDS = new Set([
  'khong', 'ko', 'gi', 'bao', 'nhieu', 'cua', 'toi', 'minh', 'duoc', 'nao', 'sao', 'vay', 'nhe', 'voi',
  'gio', 'mua', 'gia', 'dat', 'lich', 'hoc', 'phi', 'oi', 'dau', 'nhu', 'chi', 'anh', 'em', 'khi', 'lam',
  'la', 'ten', 'xin', 'chao', 'cam', 'ban', 'dien', 'thoai', 'ship',
])
const ENGLISH_WORDS = new Set([
  'the', 'is', 'are', 'what', 'how', 'when', 'where', 'which', 'who', 'why', 'do', 'does', 'you', 'your',
  'can', 'i', 'my', 'price', 'much', 'many', 'open', 'have', 'of', 'for', 'to', 'and', 'with', 'please', 'hello',
  'sell', 'buy', 'cost', 'hours', 'there', 'any', 'name', 'phone', 'number', 'thanks', 'thank', 'hi', 'am',
])

/** The language a message is written in; `fallback` when the words do not tell. */
export function detectLanguage(text: string, fallback: ReplyLanguage): ReplyLanguage {
  if (VIETNAMESE_LETTERS.test(text)) return 'vi'
  const words = wordsOf(text)
  const vi = words.filter((word) => VIETNAMESE_WORDS.has(word)).length
  const en = words.filter((word) => ENGLISH_WORDS.has(word)).length
  if (vi === en) return fallback
  return vi > en ? 'vi' : 'en'
}
