import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'

const script = fileURLToPath(new URL('./support/serve-api.ts', import.meta.url))
const children: ChildProcess[] = []

function serve(dataDir: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  return new Promise((resolve, reject) => {
    let output = ''
    child.stdout!.on('data', (chunk) => {
      output += chunk
      const ready = /READY (\S+)/.exec(output)
      if (ready) resolve({ url: ready[1], child })
    })
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}: ${output}`)))
  })
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => resolve())
    child.kill('SIGKILL')
  })
}

const post = (url: string, path: string, body: unknown) =>
  fetch(`${url}/v1${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) await killHard(child)
})

describe('durable storage in DATA_DIR', () => {
  it('keeps a write that got a 2xx through kill -9 and a restart', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'durable-'))
    try {
      const first = await serve(dataDir)
      const signUp = await post(first.url, '/sign_up', { username: 'durable', email: 'durable@example.com', password: 'pass-1234', phone_number: '0900' })
      expect(signUp.status).toBe(201)
      await killHard(first.child)

      const second = await serve(dataDir)
      const login = await post(second.url, '/login', { username: 'durable', password: 'pass-1234' })
      expect(login.status).toBe(200)
      // The demo data was seeded once, not again on restart.
      const demo = await post(second.url, '/login', { username: 'demo', password: 'demo1234' })
      expect(demo.status).toBe(200)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })

  it('never leaves an unreadable table when killed in the middle of a burst of writes', { timeout: 120_000 }, async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'durable-burst-'))
    try {
      const first = await serve(dataDir)
      const acknowledged: string[] = []
      let stop = false
      const writer = (async () => {
        for (let i = 0; i < 400 && !stop; i++) {
          const name = `burst${i}`
          const response = await post(first.url, '/sign_up', { username: name, email: `${name}@example.com`, password: 'pass-1234', phone_number: '0900' }).catch(() => null)
          if (response?.status === 201) acknowledged.push(name)
        }
      })()
      // Kill as soon as a handful of writes were acknowledged, while more are in flight.
      while (acknowledged.length < 5) await new Promise((resolve) => setImmediate(resolve))
      stop = true
      await killHard(first.child)
      await writer

      const second = await serve(dataDir)
      for (const name of acknowledged) {
        const login = await post(second.url, '/login', { username: name, password: 'pass-1234' })
        expect(login.status, name).toBe(200)
      }
      expect((await readdir(dataDir)).some((file) => file === 'users.json')).toBe(true)
    } finally {
      await rm(dataDir, { recursive: true, force: true })
    }
  })
})
