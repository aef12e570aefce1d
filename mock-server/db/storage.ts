/**
 * Where the database keeps its tables. Node writes files atomically
 * (mock-server/node/file-storage.ts); the browser build and tests use memory
 * or localStorage. One JSON document per table.
 */
export interface TableSnapshot {
  version: 1
  nextId: number
  rows: unknown[]
}

export interface StorageAdapter {
  load(table: string): Promise<TableSnapshot | null>
  save(table: string, snapshot: TableSnapshot): Promise<void>
}

export class MemoryStorage implements StorageAdapter {
  private readonly tables = new Map<string, string>()

  async load(table: string): Promise<TableSnapshot | null> {
    const raw = this.tables.get(table)
    return raw ? (JSON.parse(raw) as TableSnapshot) : null
  }

  async save(table: string, snapshot: TableSnapshot): Promise<void> {
    this.tables.set(table, JSON.stringify(snapshot))
  }
}

/** The zero-server browser build keeps its data in localStorage. */
export class BrowserStorage implements StorageAdapter {
  constructor(private readonly prefix = 'chatbot-platform/db/') {}

  async load(table: string): Promise<TableSnapshot | null> {
    const raw = localStorage.getItem(this.prefix + table)
    if (!raw) return null
    try {
      return JSON.parse(raw) as TableSnapshot
    } catch {
      return null
    }
  }

  async save(table: string, snapshot: TableSnapshot): Promise<void> {
    localStorage.setItem(this.prefix + table, JSON.stringify(snapshot))
  }
}
