/**
 * `npm run i18n`: merges the translation fragments — `src/i18n/locales/{lang}.json` (shared)
 * and `src/features/<feature>/i18n/{lang}.json` (each feature's own) — into the files the app
 * loads, `public/assets/i18n/{lang}.json`. A key defined twice is an error.
 * A test fails when the merged files are stale.
 */
import { readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { join } from 'node:path'
import { LANGUAGES } from '../../src/config/constants'

type Tree = { [key: string]: string | Tree }
const root = fileURLToPath(new URL('../../', import.meta.url))

export function fragmentFiles(language: string): string[] {
  const features = join(root, 'src/features')
  const files = [join(root, 'src/i18n/locales', `${language}.json`)]
  for (const feature of readdirSync(features).sort()) {
    const file = join(features, feature, 'i18n', `${language}.json`)
    if (existsSync(file)) files.push(file)
  }
  return files
}

function merge(target: Tree, source: Tree, file: string, path: string[] = []): void {
  for (const [key, value] of Object.entries(source)) {
    const here = [...path, key]
    const existing = target[key]
    if (existing === undefined) target[key] = value
    else if (typeof existing === 'object' && typeof value === 'object') merge(existing, value, file, here)
    else throw new Error(`${file}: translation key ${here.join('.')} is defined twice`)
  }
}

export function mergedTranslations(language: string): string {
  const tree: Tree = {}
  for (const file of fragmentFiles(language)) merge(tree, JSON.parse(readFileSync(file, 'utf8')) as Tree, file)
  return `${JSON.stringify(tree, null, 2)}\n`
}

export const bundlePath = (language: string) => join(root, 'public/assets/i18n', `${language}.json`)

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  for (const language of LANGUAGES) {
    writeFileSync(bundlePath(language), mergedTranslations(language))
    console.log(`wrote ${bundlePath(language)}`)
  }
}
