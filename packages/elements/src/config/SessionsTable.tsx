import { useStore } from '@nanostores/react'
import type { ListeningSession, ShareListeningSession } from '@shelfkit/client'
import {
  $serverSettings,
  formatClock,
  formatElapsed,
  formatServerDateTime,
  formatTimeAgo,
  i18n,
  params,
  type SessionSortKey,
} from '@shelfkit/stores'
import type { ReactNode } from 'react'
import { Icon } from '../ui/Icon'
import { deviceLines, playMethodName, sessionTextMessages } from './session-text'

export type AnySession = ListeningSession | ShareListeningSession

const messages = i18n('config.sessionsTable', {
  item: 'Item',
  user: 'User',
  playMethod: 'Play Method',
  device: 'Device Info',
  timeListened: 'Time Listened',
  lastTime: 'Last Time',
  lastUpdate: 'Last Update',
  select: params('Select {title}'),
  selectAll: 'Select all sessions on this page',
  open: params('Open session {title}'),
  notAvailable: 'N/A',
})

export interface SessionsTableProps {
  sessions: readonly AnySession[]
  /** The table's accessible name. */
  label: string
  onOpen(session: AnySession): void
  /** Sortable column headings (the all-sessions page). */
  sort?: { key: SessionSortKey; desc: boolean; onSort(key: SessionSortKey): void }
  /** Checkboxes per row and for the page (the all-sessions page). */
  selection?: { selected: ReadonlySet<string>; onChange(ids: ReadonlySet<string>): void }
  /** Shows the user column. */
  showUser?: boolean
  /** Above the rows, in place of the headings while rows are chosen. */
  selectionBar?: ReactNode
}

/** Listening sessions in rows (all sessions, open sessions, one user's sessions); a row's title opens its dialog. */
export function SessionsTable({
  sessions,
  label,
  onOpen,
  sort,
  selection,
  showUser,
  selectionBar,
}: SessionsTableProps) {
  const t = useStore(messages)
  const methods = useStore(sessionTextMessages)
  const settings = useStore($serverSettings)
  const now = Date.now()
  const heading = (text: string, key?: SessionSortKey) => {
    if (!sort || !key) return <th scope="col">{text}</th>
    const current = sort.key === key
    return (
      <th scope="col" aria-sort={current ? (sort.desc ? 'descending' : 'ascending') : undefined}>
        <button type="button" className="sk-sort-heading" onClick={() => sort.onSort(key)}>
          {text}
          <Icon name={current && !sort.desc ? 'chevronUp' : 'chevronDown'} size={16} />
        </button>
      </th>
    )
  }
  const allSelected = selection
    ? sessions.length > 0 && sessions.every((s) => selection.selected.has(s.id))
    : false
  return (
    <table className="sk-config-table sk-sessions-table" aria-label={label}>
      <thead>
        <tr>
          {selection ? (
            <th scope="col" className="sk-sessions-table__check">
              <input
                type="checkbox"
                aria-label={t.selectAll}
                checked={allSelected}
                onChange={() =>
                  selection.onChange(new Set(allSelected ? [] : sessions.map((session) => session.id)))
                }
              />
            </th>
          ) : null}
          {selectionBar ? (
            <th scope="col" colSpan={showUser ? 7 : 6}>
              {selectionBar}
            </th>
          ) : (
            <>
              {heading(t.item, 'displayTitle')}
              {showUser ? heading(t.user) : null}
              {heading(t.playMethod, 'playMethod')}
              {heading(t.device)}
              {heading(t.timeListened, 'timeListening')}
              {heading(t.lastTime, 'currentTime')}
              {heading(t.lastUpdate, 'updatedAt')}
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {sessions.map((session) => (
          <tr
            key={session.id}
            className={selection?.selected.has(session.id) ? 'sk-row--selected' : undefined}
          >
            {selection ? (
              <td className="sk-sessions-table__check">
                <input
                  type="checkbox"
                  aria-label={t.select({ title: session.displayTitle })}
                  checked={selection.selected.has(session.id)}
                  onChange={() => {
                    const next = new Set(selection.selected)
                    if (!next.delete(session.id)) next.add(session.id)
                    selection.onChange(next)
                  }}
                />
              </td>
            ) : null}
            <td>
              <button
                type="button"
                className="sk-link-button"
                aria-label={t.open({ title: session.displayTitle })}
                onClick={() => onOpen(session)}
              >
                {session.displayTitle}
              </button>
              <span className="sk-sessions-table__author">{session.displayAuthor}</span>
            </td>
            {showUser ? <td>{('user' in session && session.user?.username) || t.notAvailable}</td> : null}
            <td>{playMethodName(session.playMethod, methods)}</td>
            <td className="sk-sessions-table__device">
              {deviceLines(session).map((line) => (
                <span key={line}>{line}</span>
              ))}
            </td>
            <td>{formatElapsed(session.timeListening ?? 0)}</td>
            <td>{formatClock(session.currentTime)}</td>
            <td title={formatServerDateTime(new Date(session.updatedAt), settings ?? {})}>
              {formatTimeAgo(session.updatedAt, now)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}
