import { useStore } from '@nanostores/react'
import type { ListeningSession } from '@shelfkit/client'
import { formatElapsed, formatTimeAgo, i18n } from '@shelfkit/stores'
import { useId } from 'react'

const messages = i18n('stats.recentSessions', {
  title: 'Recent Sessions',
  none: 'No Listening Sessions',
})

/** The latest listening sessions: title, how long ago, time listened (user stats and the admin's user page). */
export function RecentSessions({ sessions }: { sessions: readonly ListeningSession[] }) {
  const t = useStore(messages)
  const id = useId()
  const now = Date.now()
  return (
    <section className="sk-stats-card" aria-labelledby={id}>
      <h2 className="sk-page-section__title" id={id}>
        {t.title}
      </h2>
      {sessions.length ? (
        <ol className="sk-session-list">
          {sessions.map((session) => (
            <li key={session.id} className="sk-session-list__row">
              <span className="sk-session-list__text">
                <span className="sk-session-list__title">
                  {session.displayTitle || session.mediaMetadata.title}
                </span>
                <span className="sk-session-list__when">{formatTimeAgo(session.updatedAt, now)}</span>
              </span>
              <span className="sk-session-list__time">{formatElapsed(session.timeListening ?? 0)}</span>
            </li>
          ))}
        </ol>
      ) : (
        <p className="sk-empty">{t.none}</p>
      )}
    </section>
  )
}
