import { useStore } from '@nanostores/react'
import {
  allSessions,
  closeOpenSession,
  configUsers,
  count,
  i18n,
  openSessions,
  removeSessions,
  type SessionSortKey,
} from '@shelfkit/stores'
import { useEffect, useId, useState } from 'react'
import { Button } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { Field } from '../ui/Field'
import { ResourceView } from '../ui/ResourceView'
import { useConfigResource } from './ConfigTable'
import { SessionModal } from './SessionModal'
import { SessionsPager } from './SessionsPager'
import { type AnySession, SessionsTable } from './SessionsTable'

const messages = i18n('config.sessions', {
  filterByUser: 'Filter by user',
  allUsers: 'All Users',
  sessions: 'Listening sessions',
  none: 'No Listening Sessions',
  selected: count({ one: '{count} selected', other: '{count} selected' }),
  remove: 'Remove',
  confirmRemove: count({
    one: 'Are you sure you want to remove {count} listening session?',
    other: 'Are you sure you want to remove {count} listening sessions?',
  }),
  open: 'Open Listening Sessions',
  openShare: 'Open Share Listening Sessions',
})

/** `/config/sessions`: every stored session (sort, user filter, page size, remove many) and the ones open now. */
export default function SessionsSettings() {
  const t = useStore(messages)
  const list = useStore(allSessions.list.$state)
  const query = useStore(allSessions.$query)
  const open = useStore(openSessions.$state)
  const users = useConfigResource(configUsers)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [asking, setAsking] = useState(false)
  const [removing, setRemoving] = useState(false)
  const [shown, setShown] = useState<{ session: AnySession; isOpen: boolean } | null>(null)

  useEffect(() => {
    void allSessions.reset()
    void openSessions.load()
    return () => {
      allSessions.list.abort()
      openSessions.abort()
    }
  }, [])
  // A new page, sort or filter starts with nothing chosen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query is the trigger
  useEffect(() => setSelected(new Set()), [query])

  const sort = (key: SessionSortKey) =>
    void allSessions.setQuery(key === query.sort ? { sort: key, desc: !query.desc } : { sort: key })
  const remove = async () => {
    setRemoving(true)
    const removed = await removeSessions(allSessions, [...selected])
    setRemoving(false)
    setAsking(false)
    if (removed) setSelected(new Set())
  }
  const removeOne = async (session: AnySession) => {
    if (await removeSessions(allSessions, [session.id])) setShown(null)
  }
  const closeOne = async (session: AnySession) => {
    if (await closeOpenSession(session)) setShown(null)
  }

  return (
    <div className="sk-config-section sk-sessions">
      <div className="sk-sessions__toolbar">
        <Field label={t.filterByUser} className="sk-field--inline">
          {(control) => (
            <select
              {...control}
              className="sk-select"
              value={query.user ?? ''}
              onChange={(event) => void allSessions.setQuery({ user: event.target.value || null })}
            >
              <option value="">{t.allUsers}</option>
              {[...(users.data ?? [])]
                .sort((a, b) => a.createdAt - b.createdAt)
                .map((user) => (
                  <option key={user.id} value={user.id}>
                    {user.username}
                  </option>
                ))}
            </select>
          )}
        </Field>
      </div>
      <ResourceView state={list}>
        {(data) =>
          data.sessions.length ? (
            <div aria-busy={list.status === 'loading' || removing || undefined}>
              <SessionsTable
                label={t.sessions}
                sessions={data.sessions}
                showUser
                onOpen={(session) => setShown({ session, isOpen: false })}
                sort={{ key: query.sort, desc: query.desc, onSort: sort }}
                selection={{ selected, onChange: setSelected }}
                selectionBar={
                  selected.size ? (
                    <span className="sk-sessions__selection">
                      {t.selected(selected.size)}
                      <Button variant="danger" loading={removing} onClick={() => setAsking(true)}>
                        {t.remove}
                      </Button>
                    </span>
                  ) : null
                }
              />
              <SessionsPager pages={allSessions} numPages={data.numPages} />
            </div>
          ) : (
            <p className="sk-empty">{t.none}</p>
          )
        }
      </ResourceView>
      <OpenSessions
        title={t.open}
        sessions={open.data?.sessions ?? []}
        showUser
        onOpen={(session) => setShown({ session, isOpen: true })}
      />
      <OpenSessions
        title={t.openShare}
        sessions={open.data?.shareSessions ?? []}
        onOpen={(session) => setShown({ session, isOpen: true })}
      />
      <SessionModal
        session={shown?.session ?? null}
        isOpen={shown?.isOpen}
        onClose={() => setShown(null)}
        onDelete={removeOne}
        onCloseSession={closeOne}
      />
      <ConfirmPrompt
        prompt={asking ? { message: t.confirmRemove(selected.size), yesVariant: 'danger' } : null}
        processing={removing}
        onAnswer={(confirmed) => {
          if (confirmed) void remove()
          else setAsking(false)
        }}
      />
    </div>
  )
}

/** A table of sessions playing now under its heading; nothing when there are none. */
function OpenSessions({
  title,
  sessions,
  showUser,
  onOpen,
}: {
  title: string
  sessions: readonly AnySession[]
  showUser?: boolean
  onOpen(session: AnySession): void
}) {
  const id = useId()
  if (!sessions.length) return null
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="sk-page-section__title">
        {title}
      </h2>
      <SessionsTable label={title} sessions={sessions} showUser={showUser} onOpen={onOpen} />
    </section>
  )
}
