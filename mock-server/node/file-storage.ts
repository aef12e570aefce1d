import { mkdir, open, readdir, readFile, rename, unlink } from 'node:fs/promises'
import { join } from 'node:path'
import type { StorageAdapter, TableSnapshot } from '../db/storage'

/**
 * One JSON file per table in DATA_DIR. A save writes a temporary file,
 * fsyncs it, renames it over the old one and fsyncs the folder, so a
 * `kill -9` at any moment leaves either the old or the new file, never a torn one.
 */
export class FileStorage implements StorageAdapter {
  private swept = false

  constructor(private readonly dir: string) {}

  async load(table: string): Promise<TableSnapshot | null> {
    await this.sweepTemporaryFiles()
    try {
      return JSON.parse(await readFile(this.path(table), 'utf8')) as TableSnapshot
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
      throw new Error(`Cannot read table ${table} in ${this.dir}: ${(error as Error).message}`)
    }
  }

  async save(table: string, snapshot: TableSnapshot): Promise<void> {
    await mkdir(this.dir, { recursive: true })
    const target = this.path(table)
    const temporary = `${target}.${process.pid}.${Date.now()}.tmp`
    const file = await open(temporary, 'w')
    try {
      await file.writeFile(JSON.stringify(snapshot))
      await file.sync()
    } finally {
      await file.close()
    }
    try {
      await rename(temporary, target)
    } catch (error) {
      await unlink(temporary).catch(() => {})
      throw error
    }
    const folder = await open(this.dir, 'r')
    try {
      await folder.sync()
    } finally {
      await folder.close()
    }
  }

  /** Half-written temporary files from a killed process are garbage; the real files are intact. */
  private async sweepTemporaryFiles(): Promise<void> {
    if (this.swept) return
    this.swept = true
    const files = await readdir(this.dir).catch(() => [] as string[])
    await Promise.all(files.filter((f) => f.endsWith('.tmp')).map((f) => unlink(join(this.dir, f)).catch(() => {})))
  }

  private path(table: string): string {
    return join(this.dir, `${table}.json`)
  }
}
