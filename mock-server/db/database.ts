import { Collection } from '@msw/data'
import { schemas, type Row, type TableName } from './schemas'
import type { StorageAdapter } from './storage'

type Collections = { [T in TableName]: Collection<(typeof schemas)[T]> }
export type NewRow<T extends TableName> = Omit<Row<T>, 'id'>
type Predicate<T extends TableName> = (row: Row<T>) => boolean

/**
 * The backend's store: one @msw/data collection per entity, ids from
 * per-table counters, and durable saving of the tables a write touched.
 */
export class Database {
  readonly collections: Collections
  private readonly nextIds = new Map<TableName, number>()
  private readonly dirty = new Set<TableName>()
  private flushing: Promise<void> = Promise.resolve()

  constructor(private readonly storage: StorageAdapter) {
    const entries = (Object.keys(schemas) as TableName[]).map((name) => {
      const collection = new Collection({ schema: schemas[name] })
      for (const hook of ['create', 'update', 'delete'] as const) {
        collection.hooks.on(hook, () => this.dirty.add(name))
      }
      return [name, collection] as const
    })
    this.collections = Object.fromEntries(entries) as unknown as Collections
  }

  static tableNames(): TableName[] {
    return Object.keys(schemas) as TableName[]
  }

  /** Loads every table from storage; returns false when the store is empty (first start). */
  async load(): Promise<boolean> {
    let found = false
    for (const name of Database.tableNames()) {
      const snapshot = await this.storage.load(name)
      if (!snapshot) continue
      found = true
      const collection = this.collections[name] as Collection<any>
      for (const row of snapshot.rows) await collection.create(row)
      this.nextIds.set(name, snapshot.nextId)
    }
    this.dirty.clear()
    return found
  }

  async insert<T extends TableName>(table: T, values: NewRow<T>): Promise<Row<T>> {
    const id = this.nextIds.get(table) ?? 1
    this.nextIds.set(table, id + 1)
    this.dirty.add(table)
    const collection = this.collections[table] as Collection<any>
    return (await collection.create({ ...values, id })) as Row<T>
  }

  all<T extends TableName>(table: T): Row<T>[] {
    return (this.collections[table] as Collection<any>).all() as Row<T>[]
  }

  find<T extends TableName>(table: T, predicate: Predicate<T>): Row<T>[] {
    return (this.collections[table] as Collection<any>).findMany((q) => q.where((row: Row<T>) => predicate(row))) as Row<T>[]
  }

  first<T extends TableName>(table: T, predicate: Predicate<T>): Row<T> | undefined {
    return ((this.collections[table] as Collection<any>).findFirst((q) => q.where((row: Row<T>) => predicate(row))) ??
      undefined) as Row<T> | undefined
  }

  byId<T extends TableName>(table: T, id: number): Row<T> | undefined {
    return this.first(table, (row) => (row as { id: number }).id === id)
  }

  async update<T extends TableName>(table: T, id: number, patch: Partial<Row<T>>): Promise<Row<T> | undefined> {
    const collection = this.collections[table] as Collection<any>
    const updated = await collection.update((q: any) => q.where({ id }), {
      data(row: Record<string, unknown>) {
        Object.assign(row, patch)
      },
    })
    this.dirty.add(table)
    return (updated ?? undefined) as Row<T> | undefined
  }

  remove<T extends TableName>(table: T, predicate: Predicate<T>): number {
    const collection = this.collections[table] as Collection<any>
    const removed = collection.deleteMany((q) => q.where((row: Row<T>) => predicate(row)))
    this.dirty.add(table)
    return Array.isArray(removed) ? removed.length : 0
  }

  /** Empties every table (used by reseeding). */
  clear(): void {
    for (const name of Database.tableNames()) {
      this.collections[name].clear()
      this.nextIds.delete(name)
      this.dirty.add(name)
    }
  }

  /** Saves the tables changed since the last flush; concurrent flushes are serialised. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(async () => {
      const tables = [...this.dirty]
      this.dirty.clear()
      for (const name of tables) {
        await this.storage.save(name, {
          version: 1,
          nextId: this.nextIds.get(name) ?? 1,
          rows: this.all(name).map((row) => ({ ...row })),
        })
      }
    })
    return this.flushing
  }
}
