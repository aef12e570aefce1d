// @vitest-environment happy-dom
import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import i18next from 'i18next'
import { STORAGE_KEYS } from '../../../src/config/constants'
import { initI18n, storedLanguage } from '../../../src/i18n'
import { en, vi as viText } from './support/i18n'

type Tree = { [key: string]: string | Tree | Tree[] | string[] }

function flatten(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    // Lists (read with returnObjects) are checked item by item: `KEY.0`, `KEY.1.TITLE`…
    if (value && typeof value === 'object') flatten({ ...(value as Tree) }, path).forEach((v, k) => out.set(k, v))
    else out.set(path, value)
  }
  return out
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

const ROOT = join(__dirname, '../../..')
const viKeys = flatten(viText as unknown as Tree)
const enKeys = flatten(en as unknown as Tree)

describe('translation files', () => {
  it('vi.json and en.json have exactly the same keys', () => {
    const onlyVi = [...viKeys.keys()].filter((key) => !enKeys.has(key))
    const onlyEn = [...enKeys.keys()].filter((key) => !viKeys.has(key))
    expect({ onlyVi, onlyEn }).toEqual({ onlyVi: [], onlyEn: [] })
  })

  it('every value is a non-empty string', () => {
    for (const [file, keys] of [['vi', viKeys], ['en', enKeys]] as const) {
      for (const [key, value] of keys) {
        expect(typeof value === 'string' && value.trim() !== '', `${file}: ${key}`).toBe(true)
      }
    }
  })

  it('holds the message keys the spec names', () => {
    for (const key of [
      'AUTH.REGISTER_SUCCESS',
      'ERRORS.USERNAME_REQUIRED',
      'ERRORS.PASSWORD_REQUIRED',
      'ERRORS.REQUIRED',
      'ERRORS.PASSWORD_MISMATCH',
      'ERRORS.REGISTER_FAILED',
    ]) {
      expect(viKeys.has(key), key).toBe(true)
    }
  })

  it('has the Vietnamese alert defaults of the spec', () => {
    expect(viText.ALERT.CLOSE).toBe('Đóng')
  })

  it('every key written literally in the source exists', () => {
    const used = new Set<string>()
    const pattern = /\b(?:t|i18n\.t)\(\s*['"]([A-Z][A-Z0-9_]*(?:\.[A-Z0-9_]+)+)['"]|(?:titleKey|descriptionKey|labelKey)[=:]\s*['"]([A-Z][A-Z0-9_.]+)['"]/g
    for (const file of [...sourceFiles(join(ROOT, 'src')), ...sourceFiles(join(ROOT, 'machines'))]) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) used.add(match[1] ?? match[2])
    }
    expect(used.size).toBeGreaterThan(50)
    const missing = [...used].filter((key) => !viKeys.has(key))
    expect(missing).toEqual([])
  })
})

describe('i18n start-up', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  function stubFetch() {
    const fetch = vi.fn(async (url: string) => {
      const body = url.endsWith('/en.json') ? en : url.endsWith('/vi.json') ? viText : null
      return body ? new Response(JSON.stringify(body), { status: 200 }) : new Response('nope', { status: 404 })
    })
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  it("loads /assets/i18n/vi.json by default", async () => {
    const fetch = stubFetch()
    const instance = await initI18n(i18next.createInstance())
    expect(instance.language).toBe('vi')
    expect(fetch).toHaveBeenCalledWith('/assets/i18n/vi.json')
    expect(instance.t('ALERT.CLOSE')).toBe('Đóng')
  })

  it('starts in the language kept in localStorage, and keeps a new choice there', async () => {
    stubFetch()
    localStorage.setItem(STORAGE_KEYS.LANGUAGE, 'en')
    expect(storedLanguage()).toBe('en')
    const instance = await initI18n(i18next.createInstance())
    expect(instance.t('ALERT.CLOSE')).toBe('Close')
    await instance.changeLanguage('vi')
    expect(localStorage.getItem(STORAGE_KEYS.LANGUAGE)).toBe('vi')
    expect(document.documentElement.lang).toBe('vi')
    expect(instance.t('ALERT.CLOSE')).toBe('Đóng')
  })

  it('ignores a stored value that is not a language', () => {
    localStorage.setItem(STORAGE_KEYS.LANGUAGE, 'fr')
    expect(storedLanguage()).toBe('vi')
  })
})
