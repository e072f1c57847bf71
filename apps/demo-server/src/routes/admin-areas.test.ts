import { describe, expect, it } from 'vitest'
import { signIn } from '../../../../test-support/demo-server'
import { rootSignedInServer } from '../testing/root-signed-in'

const root = rootSignedInServer()

const get = (path: string, token: string) =>
  fetch(`${root.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } })

describe('config areas an admin reads', () => {
  it('lists no backups, with where they would go', async () => {
    const response = await get('/api/backups', root.token)
    expect(response.status).toBe(200)
    const body = await response.json()
    expect(body).toEqual({
      backups: [],
      backupLocation: expect.stringMatching(/backups$/),
      backupPathEnvSet: false,
    })
  })

  it('shows the day’s server log, the start and the tasks that ran', async () => {
    await fetch(`${root.server.url}/api/libraries/55b0484f-0774-4eed-b98c-a5bc27f99e87/scan`, {
      method: 'POST',
      headers: { authorization: `Bearer ${root.token}` },
    })
    let logs: { timestamp: string; source: string; message: string; levelName: string; level: number }[] = []
    for (let attempt = 0; attempt < 50; attempt++) {
      logs = (await (await get('/api/logger-data', root.token)).json()).currentDailyLogs
      if (logs.some((line) => line.message.startsWith('Task finished: Scanning'))) break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(logs[0]).toEqual({
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}$/),
      source: 'Server',
      message: `Listening on ${root.server.url}`,
      levelName: 'INFO',
      level: 2,
    })
    expect(logs.map((line) => line.message)).toContain('Task finished: Scanning "Books" library')
  })

  it('shows the notification events and settings without any notification', async () => {
    const body = await (await get('/api/notifications', root.token)).json()
    expect(body.data.events.map((event: { name: string }) => event.name)).toEqual([
      'onPodcastEpisodeDownloaded',
      'onBackupCompleted',
      'onBackupFailed',
      'onRSSFeedFailed',
      'onRSSFeedDisabled',
      'onTest',
    ])
    expect(body.settings).toMatchObject({
      id: 'notification-settings',
      appriseApiUrl: null,
      notifications: [],
    })
  })

  it('shows unset e-mail settings', async () => {
    const body = await (await get('/api/emails/settings', root.token)).json()
    expect(body.settings).toMatchObject({ id: 'email-settings', host: null, port: 465, ereaderDevices: [] })
  })

  it('refuses other users: 403, and 404 for the e-mail settings, as the real server does', async () => {
    const { accessToken } = await signIn(root.server.url, 'user', 'user')
    const statuses = await Promise.all(
      ['/api/backups', '/api/logger-data', '/api/notifications', '/api/emails/settings'].map(
        async (path) => (await get(path, accessToken)).status,
      ),
    )
    expect(statuses).toEqual([403, 403, 403, 404])
  })
})
