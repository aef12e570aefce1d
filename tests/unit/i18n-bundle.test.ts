import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/config/constants'
import { bundlePath, mergedTranslations } from '../tools/build-i18n'

describe('public/assets/i18n/{lang}.json', () => {
  it.each(LANGUAGES)('%s is the merge of the shared and feature fragments (run `npm run i18n` when this fails)', (language) => {
    expect(readFileSync(bundlePath(language), 'utf8')).toBe(mergedTranslations(language))
  })
})
