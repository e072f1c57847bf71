import { useStore } from '@nanostores/react'
import {
  $serverSettings,
  formatClock,
  formatElapsed,
  formatServerDateTime,
  i18n,
  params,
} from '@shelfkit/stores'
import { useState } from 'react'
import { Button } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { Modal } from '../ui/Modal'
import type { AnySession } from './SessionsTable'
import { deviceLines, playMethodName, sessionTextMessages } from './session-text'

const messages = i18n('config.sessionModal', {
  title: params('Session {id}'),
  byAuthor: params('by {author}'),
  details: 'Details',
  startedAt: 'Started At',
  updatedAt: 'Updated At',
  timeListened: 'Time Listened',
  startTime: 'Start Time',
  lastTime: 'Last Time',
  item: 'Item',
  libraryId: 'Library Id',
  itemId: 'Library Item Id',
  episodeId: 'Episode Id',
  mediaType: 'Media Type',
  duration: 'Duration',
  user: 'User',
  mediaPlayer: 'Media Player',
  device: 'Device',
  delete: 'Delete',
  closeSession: 'Close Session',
  confirmDelete: 'Are you sure you want to delete this listening session?',
  confirmClose: 'Are you sure you want to close this session?',
})

export interface SessionModalProps {
  session: AnySession | null
  /** The session is playing now: it can be closed instead of deleted. */
  isOpen?: boolean
  onClose(): void
  onDelete(session: AnySession): Promise<unknown>
  onCloseSession?(session: AnySession): Promise<unknown>
}

/** One listening session: when, what, who, how it played and on which device; Delete, or Close while it plays. */
export function SessionModal({ session, isOpen, onClose, onDelete, onCloseSession }: SessionModalProps) {
  const t = useStore(messages)
  const methods = useStore(sessionTextMessages)
  const settings = useStore($serverSettings) ?? {}
  const [asking, setAsking] = useState<'delete' | 'close' | null>(null)
  const [busy, setBusy] = useState(false)
  if (!session) return null
  const shared = session.userId === null
  const when = (time: number) => formatServerDateTime(new Date(time), settings)
  const rows: [string, string | null | undefined][] = [
    [t.startedAt, when(session.startedAt)],
    [t.updatedAt, when(session.updatedAt)],
    [t.timeListened, formatElapsed(session.timeListening ?? 0)],
    [t.startTime, formatClock(session.startTime)],
    [t.lastTime, formatClock(session.currentTime)],
  ]
  const itemRows: [string, string | null | undefined][] = [
    [t.libraryId, session.libraryId],
    [t.itemId, session.libraryItemId],
    [t.episodeId, session.episodeId],
    [t.mediaType, session.mediaType],
    [t.duration, formatElapsed(session.duration)],
  ]
  const act = async () => {
    setBusy(true)
    try {
      if (asking === 'close') await onCloseSession?.(session)
      else await onDelete(session)
    } finally {
      setBusy(false)
      setAsking(null)
    }
  }
  const list = (entries: [string, string | null | undefined][]) => (
    <dl className="sk-session-modal__list">
      {entries
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
    </dl>
  )
  return (
    <Modal open title={t.title({ id: session.id })} onClose={onClose} width={700} processing={busy}>
      <div className="sk-session-modal">
        <p className="sk-session-modal__title">
          <strong>{session.displayTitle}</strong>{' '}
          {session.displayAuthor ? <span>{t.byAuthor({ author: session.displayAuthor })}</span> : null}
        </p>
        <div className="sk-session-modal__columns">
          <div>
            <h3 className="sk-session-modal__heading">{t.details}</h3>
            {list(rows)}
            <h3 className="sk-session-modal__heading">{t.item}</h3>
            {list(itemRows)}
          </div>
          <div>
            {!shared && 'user' in session && session.user ? (
              <>
                <h3 className="sk-session-modal__heading">{t.user}</h3>
                <p>{session.user.username}</p>
              </>
            ) : null}
            <h3 className="sk-session-modal__heading">{t.mediaPlayer}</h3>
            <p>{playMethodName(session.playMethod, methods)}</p>
            {session.mediaPlayer ? <p>{session.mediaPlayer}</p> : null}
            <h3 className="sk-session-modal__heading">{t.device}</h3>
            {[...deviceLines(session), session.deviceInfo?.ipAddress].filter(Boolean).map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        </div>
        {shared ? null : (
          <div className="sk-session-modal__actions">
            {isOpen ? (
              <Button variant="danger" onClick={() => setAsking('close')}>
                {t.closeSession}
              </Button>
            ) : (
              <Button variant="danger" onClick={() => setAsking('delete')}>
                {t.delete}
              </Button>
            )}
          </div>
        )}
      </div>
      <ConfirmPrompt
        prompt={
          asking
            ? {
                message: asking === 'close' ? t.confirmClose : t.confirmDelete,
                yesVariant: 'danger',
              }
            : null
        }
        processing={busy}
        onAnswer={(confirmed) => {
          if (confirmed) void act()
          else setAsking(null)
        }}
      />
    </Modal>
  )
}
