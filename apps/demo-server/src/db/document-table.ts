import type { Sqlite } from './database'

/**
 * One table of JSON documents, fully cached in memory: reads never touch SQLite, every write goes straight
 * through. `columns` maps extra table columns to values computed from the document.
 */
export class DocumentTable<T extends { id: string }> {
  private readonly rows = new Map<string, T>()
  /** Bumped on every write, so derived indexes know when to rebuild. */
  version = 0
  private readonly upsert: (params: Record<string, string>) => void
  private readonly remove: (id: string) => void
  private readonly writeListeners: ((id: string) => void)[] = []

  constructor(
    db: Sqlite,
    table: string,
    private readonly columns: Record<string, (doc: T) => string> = {},
  ) {
    const names = ['id', ...Object.keys(columns), 'data']
    const statement = db.prepare(
      `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((n) => `@${n}`).join(', ')})
       ON CONFLICT(id) DO UPDATE SET ${names
         .slice(1)
         .map((n) => `${n} = excluded.${n}`)
         .join(', ')}`,
    )
    this.upsert = (params) => statement.run(params)
    const deleteStatement = db.prepare(`DELETE FROM ${table} WHERE id = ?`)
    this.remove = (id) => deleteStatement.run(id)
    for (const row of db.prepare(`SELECT data FROM ${table}`).all() as { data: string }[]) {
      const doc = JSON.parse(row.data) as T
      this.rows.set(doc.id, doc)
    }
  }

  get(id: string | undefined | null): T | undefined {
    return id ? this.rows.get(id) : undefined
  }

  all(): T[] {
    return [...this.rows.values()]
  }

  get size(): number {
    return this.rows.size
  }

  find(predicate: (doc: T) => boolean): T | undefined {
    for (const doc of this.rows.values()) if (predicate(doc)) return doc
    return undefined
  }

  filter(predicate: (doc: T) => boolean): T[] {
    return this.all().filter(predicate)
  }

  /** Calls `listener` with the id of every document saved or deleted from now on. */
  onWrite(listener: (id: string) => void): void {
    this.writeListeners.push(listener)
  }

  /** Stores the document (insert or replace). Callers mutate copies or the cached object, then save. */
  save(doc: T): T {
    const params: Record<string, string> = { id: doc.id, data: JSON.stringify(doc) }
    for (const [name, compute] of Object.entries(this.columns)) params[name] = compute(doc)
    this.upsert(params)
    this.rows.set(doc.id, doc)
    this.version++
    for (const listener of this.writeListeners) listener(doc.id)
    return doc
  }

  delete(id: string): boolean {
    if (!this.rows.has(id)) return false
    this.remove(id)
    this.rows.delete(id)
    this.version++
    for (const listener of this.writeListeners) listener(id)
    return true
  }
}
