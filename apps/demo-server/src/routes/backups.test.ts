import { zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { signIn } from '../../../../test-support/demo-server'
import { sampleIds } from '../sample/ids'
import { rootSignedInServer } from '../testing/root-signed-in'

const root = rootSignedInServer()
const BOOKS = sampleIds.bookLibrary

const call = (method: string, path: string, token = root.token, body?: BodyInit) =>
  fetch(`${root.server.url}${path}`, { method, headers: { authorization: `Bearer ${token}` }, body })

async function upload(name: string, bytes: Uint8Array) {
  const form = new FormData()
  form.append('file', new Blob([bytes.slice().buffer as ArrayBuffer]), name)
  return call('POST', '/api/backups/upload', root.token, form)
}

async function waitForServer() {
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${root.server.url}/ping`)).ok) return
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error('the server did not come back')
}

describe('backups (BackupController)', () => {
  it('creates a backup that downloads as a zip, refuses files that are not backups, and restores one for real', async () => {
    const created = await call('POST', '/api/backups')
    expect(created.status).toBe(200)
    const { backups } = (await created.json()) as {
      backups: { id: string; key: string; filename: string; fileSize: number }[]
    }
    expect(backups).toHaveLength(1)
    const [backup] = backups
    expect(backup).toMatchObject({ key: 'sqlite', filename: `${backup!.id}.audiobookshelf` })
    expect(backup!.fileSize).toBeGreaterThan(1000)

    const download = await fetch(`${root.server.url}/api/backups/${backup!.id}/download?token=${root.token}`)
    expect(download.headers.get('content-disposition')).toBe(`attachment; filename=${backup!.filename}`)
    const bytes = new Uint8Array(await download.arrayBuffer())
    expect([...bytes.slice(0, 2)]).toEqual([0x50, 0x4b])

    expect((await upload('notes.txt', bytes)).status).toBe(500)
    const garbage = await upload('broken.audiobookshelf', new TextEncoder().encode('not a zip'))
    expect(garbage.status).toBe(400)
    expect(await garbage.text()).toBe('Failed to read backup file - backup might not be a valid .zip file')
    const noDatabase = await upload('old.audiobookshelf', zipSync({ details: new TextEncoder().encode('x') }))
    expect(noDatabase.status).toBe(500)
    expect(await noDatabase.text()).toMatch(/^Invalid backup with no absdatabase.sqlite file/)

    // A change made after the backup is undone by restoring it.
    const renamed = await fetch(`${root.server.url}/api/libraries/${BOOKS}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${root.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Renamed after backup' }),
    })
    expect(renamed.status).toBe(200)
    const applied = await call('GET', `/api/backups/${backup!.id}/apply`)
    expect(applied.status).toBe(200)
    await new Promise((resolve) => setTimeout(resolve, 500))
    await waitForServer()
    const { accessToken } = await signIn(root.server.url, 'root', 'root')
    const library = (await (await call('GET', `/api/libraries/${BOOKS}`, accessToken)).json()) as {
      name: string
    }
    expect(library.name).toBe('Books')
    root.token = accessToken

    expect((await call('DELETE', `/api/backups/${backup!.id}`)).status).toBe(200)
    expect((await call('GET', `/api/backups/${backup!.id}/apply`)).status).toBe(404)
  })

  it('checks the backup location and refuses other users', async () => {
    const empty = await fetch(`${root.server.url}/api/backups/path`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${root.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ path: ' ' }),
    })
    expect(empty.status).toBe(400)
    const { accessToken } = await signIn(root.server.url, 'user', 'user')
    expect((await call('GET', '/api/backups', accessToken)).status).toBe(403)
    expect((await call('POST', '/api/backups', accessToken)).status).toBe(403)
  })
})
