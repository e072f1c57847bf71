import type { LogLine } from '@shelfkit/client'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoServerUrl } from '../../test/demo-server'
import { $user, configureServer, getClient, signIn, signOut } from '../session'
import { filterLogLines } from './server-log'
import { allSessions, removeSessions } from './sessions'

const BOOK_ONE = 'a0d2a731-50d7-4c27-8082-47d935156cef'

const line = (level: number, message: string): LogLine => ({
  timestamp: '2026-11-25 10:00:00.000',
  source: 'Test',
  message,
  levelName: ['', 'DEBUG', 'INFO', 'WARN', 'ERROR'][level]!,
  level,
})

describe('server log filter', () => {
  it('keeps the lines at the chosen level or above that contain the search, in any case', () => {
    const lines = [
      line(1, 'Scan started'),
      line(2, 'Scan finished'),
      line(3, 'Cover missing'),
      line(4, 'SCAN failed'),
    ]
    expect(filterLogLines(lines, {})).toBe(lines)
    expect(filterLogLines(lines, { minLevel: 3 }).map((entry) => entry.message)).toEqual([
      'Cover missing',
      'SCAN failed',
    ])
    expect(filterLogLines(lines, { minLevel: 2, search: ' scan ' }).map((entry) => entry.message)).toEqual([
      'Scan finished',
      'SCAN failed',
    ])
  })
})

describe('listening sessions against the server', () => {
  beforeAll(async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    for (let index = 0; index < 3; index++) {
      const session = await getClient().items.play(BOOK_ONE, {
        deviceInfo: { clientName: 'Store test', deviceId: `store-sessions-${index}` },
        supportedMimeTypes: ['audio/mpeg'],
        mediaPlayer: 'html5',
        forceTranscode: false,
        forceDirectPlay: false,
      })
      await getClient().sessions.sync(session.id, { currentTime: 20, timeListened: 20 })
      await getClient().sessions.close(session.id, null)
    }
  })
  afterAll(() => signOut())

  it('pages one user’s sessions, and goes back a page when the last one is emptied', async () => {
    await allSessions.reset({ user: $user.get()!.id, itemsPerPage: 2 })
    const first = allSessions.list.$state.get().data!
    expect(first.total).toBeGreaterThanOrEqual(3)
    expect(first.sessions).toHaveLength(2)
    const lastPage = first.numPages - 1
    await allSessions.setQuery({ page: lastPage })
    expect(allSessions.$query.get()).toMatchObject({ page: lastPage, itemsPerPage: 2 })
    const onLast = allSessions.list.$state.get().data!.sessions.map((session) => session.id)

    expect(await removeSessions(allSessions, onLast)).toBe(true)
    expect(allSessions.$query.get().page).toBe(lastPage - 1)
    const after = allSessions.list.$state.get().data!
    expect(after.total).toBe(first.total - onLast.length)
    expect(after.sessions.map((session) => session.id)).not.toEqual(expect.arrayContaining(onLast))

    // A new page size starts again at the first page.
    await allSessions.setQuery({ itemsPerPage: 25 })
    expect(allSessions.$query.get().page).toBe(0)
  })
})
