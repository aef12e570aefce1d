/**
 * `npx tsx tests/bench/widget-size.ts`: builds the widget bundle into a temporary directory and
 * prints its size, minified and gzipped, against the 25 KB gzip budget (design.md).
 * tests/unit/widget/widget-size.test.ts fails when the budget is exceeded.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { build } from 'vite'
import { WIDGET } from '../../src/config/constants'
import { widgetBuildConfig } from '../../vite.config'

export interface WidgetSize {
  code: string
  bytes: number
  gzipBytes: number
}

export async function measureWidget(): Promise<WidgetSize> {
  const outDir = await mkdtemp(join(tmpdir(), 'widget-size-'))
  try {
    await build({ ...widgetBuildConfig(outDir), logLevel: 'silent' })
    const code = await readFile(join(outDir, WIDGET.SCRIPT_PATH), 'utf8')
    return { code, bytes: Buffer.byteLength(code), gzipBytes: gzipSync(code, { level: 9 }).length }
  } finally {
    await rm(outDir, { recursive: true, force: true })
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { bytes, gzipBytes } = await measureWidget()
  const kb = (n: number) => `${(n / 1000).toFixed(2)} KB`
  console.log(`${WIDGET.SCRIPT_PATH}`)
  console.log(`  minified: ${kb(bytes)} (${bytes} bytes)`)
  console.log(`  gzip -9:  ${kb(gzipBytes)} (${gzipBytes} bytes) of a ${kb(WIDGET.MAX_GZIP_BYTES)} budget, ${((gzipBytes / WIDGET.MAX_GZIP_BYTES) * 100).toFixed(0)}% used`)
}
