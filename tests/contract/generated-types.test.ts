import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('../../', import.meta.url))

describe('src/api/schema.d.ts', () => {
  it('is what openapi-typescript generates from openapi.yaml today (run `npm run gen:api` when this fails)', () => {
    const out = join(mkdtempSync(join(tmpdir(), 'schema-')), 'schema.d.ts')
    const run = spawnSync('npx', ['openapi-typescript', 'openapi.yaml', '-o', out], { cwd: root, encoding: 'utf8' })
    expect(run.status, run.stderr).toBe(0)
    expect(readFileSync(join(root, 'src/api/schema.d.ts'), 'utf8')).toBe(readFileSync(out, 'utf8'))
  })
})
