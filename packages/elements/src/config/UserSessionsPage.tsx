import { useStore } from '@nanostores/react'
import { i18n, openUserSessions, params, removeSessions, userPage, userSessions } from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { AppLink } from '../navigation'
import { ResourceView } from '../ui/ResourceView'
import { SessionModal } from './SessionModal'
import { SessionsPager } from './SessionsPager'
import { type AnySession, SessionsTable } from './SessionsTable'

const messages = i18n('config.userSessions', {
  back: 'Back to the user',
  title: params('Listening sessions of {name}'),
  none: 'No Listening Sessions',
})

/** `/config/users/:id/sessions`: one user's listening sessions, newest first, paged, each opening its dialog. */
export function UserSessionsPage({ userId }: { userId: string }) {
  const t = useStore(messages)
  const list = useStore(userSessions.list.$state)
  const user = useStore(userPage.$state).data?.user
  const [shown, setShown] = useState<AnySession | null>(null)
  useEffect(() => {
    void openUserSessions(userId)
    void userPage.open(userId)
    return () => {
      userSessions.list.abort()
      userPage.close()
    }
  }, [userId])
  const name = user?.id === userId ? user.username : ''
  return (
    <div className="sk-config-section sk-user-sessions">
      <AppLink to={`/config/users/${userId}`} className="sk-back-link">
        {t.back}
      </AppLink>
      <h2 className="sk-user-page__name">{t.title({ name })}</h2>
      <ResourceView state={list}>
        {(data) =>
          data.sessions.length ? (
            <>
              <SessionsTable label={t.title({ name })} sessions={data.sessions} onOpen={setShown} />
              <SessionsPager pages={userSessions} numPages={data.numPages} sizes={false} />
            </>
          ) : (
            <p className="sk-empty">{t.none}</p>
          )
        }
      </ResourceView>
      <SessionModal
        session={shown}
        onClose={() => setShown(null)}
        onDelete={async (session) => {
          if (await removeSessions(userSessions, [session.id])) setShown(null)
        }}
      />
    </div>
  )
}
