import { useStore } from '@nanostores/react'
import { i18n, type Resource, type ResourceState } from '@shelfkit/stores'
import { type ReactNode, useEffect } from 'react'

const messages = i18n('config.table', { actions: 'Actions' })

/** A config list's server data while the section shows: loaded on open, the request dropped on leaving. */
export function useConfigResource<T>(resource: Resource<T>): ResourceState<T> {
  const state = useStore(resource.$state)
  useEffect(() => {
    void resource.load()
    return () => resource.abort()
  }, [resource])
  return state
}

export interface ConfigTableProps<T> {
  /** The column headings; an unlabelled actions column follows them. */
  columns: readonly string[]
  rows: readonly T[]
  rowKey(row: T): string
  /** One cell per column. */
  cells(row: T): readonly ReactNode[]
  actions(row: T): ReactNode
  /** Shown instead of the table when there are no rows. */
  empty?: string
}

/** The table of a config list (users, API keys, feeds): a row per entry with its action buttons last. */
export function ConfigTable<T>({ columns, rows, rowKey, cells, actions, empty }: ConfigTableProps<T>) {
  const t = useStore(messages)
  if (!rows.length && empty) return <p className="sk-empty">{empty}</p>
  return (
    <table className="sk-config-table">
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col">
              {column}
            </th>
          ))}
          <th scope="col">
            <span className="sk-visually-hidden">{t.actions}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {cells(row).map((cell, column) => (
              <td key={columns[column]}>{cell}</td>
            ))}
            <td className="sk-config-table__actions">{actions(row)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
