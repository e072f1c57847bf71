import { type Collection, collectionsApi } from '@shelfkit/client'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import * as stores from '../src/index'
import { BOOK_LIBRARY_ID, demoServerUrl } from './demo-server'
import { until } from './until'

const { collectionPage, getClient, itemPage, openCollectionPage, openItemPage, signIn, signOut } = stores

/** Book Three of the sample library (its subtitle is the field these tests edit and restore). */
const BOOK_THREE = sampleItemIdsByTitle['Book Three']
const BOOK_ONE = sampleItemIdsByTitle['Book One']

beforeEach(async () => {
  stores.configureServer(demoServerUrl, 'header')
  await signIn('root', 'root')
  stores.startLiveUpdates()
  await until(() => stores.$socketState.get().authenticated, 'socket authenticated')
})

afterEach(async () => {
  stores.stopServerEventReactions()
  stores.disconnectSocket()
  if (stores.$sessionStatus.get() === 'signed-in') await signOut()
})

describe('item page store', () => {
  it('loads the expanded item, makes its library current and follows edits made elsewhere', async () => {
    const close = openItemPage(BOOK_THREE)
    try {
      await until(() => itemPage.$state.get().status === 'ready', 'item loaded')
      const item = itemPage.current()!
      expect(item.mediaType === 'book' && item.media.metadata.title).toBe('Book Three')
      await until(() => stores.$currentLibraryId.get() === BOOK_LIBRARY_ID, 'library made current')

      await getClient().items.updateMedia(BOOK_THREE, { metadata: { subtitle: 'Edited elsewhere' } })
      await until(() => {
        const live = itemPage.current()
        return live?.mediaType === 'book' && live.media.metadata.subtitle === 'Edited elsewhere'
      }, 'item_updated applied')
    } finally {
      close()
      await getClient().items.updateMedia(BOOK_THREE, { metadata: { subtitle: null } })
    }
    expect(itemPage.$id.get()).toBeNull()
  })

  it('shows the server text when the item does not exist', async () => {
    const close = openItemPage('no-such-item')
    await until(() => itemPage.$state.get().status === 'error', 'load failed')
    expect(itemPage.$state.get().error).toBe('Not Found')
    close()
  })
})

describe('collection page store', () => {
  it('takes renames from another session and marks the page removed when the collection goes', async () => {
    const created = await getClient()
      .area(collectionsApi)
      .create({
        libraryId: BOOK_LIBRARY_ID,
        name: 'Store test',
        books: [BOOK_ONE],
      })
    const close = openCollectionPage(created.id)
    try {
      await until(() => collectionPage.current()?.name === 'Store test', 'collection loaded')
      // Another session of the server changes it; this page hears it over its socket.
      await rawApi('PATCH', `/api/collections/${created.id}`, { name: 'Renamed by someone else' })
      await until(() => collectionPage.current()?.name === 'Renamed by someone else', 'rename applied')
      expect(collectionPage.$removed.get()).toBe(false)
      await rawApi('DELETE', `/api/collections/${created.id}`)
      await until(() => collectionPage.$removed.get(), 'removal noticed')
    } finally {
      close()
    }
  })
})

/** A call from a separate root session (not this client), like another browser. */
async function rawApi(method: string, path: string, body?: unknown): Promise<Collection | string> {
  const login = await fetch(`${demoServerUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-return-tokens': 'true' },
    body: JSON.stringify({ username: 'root', password: 'root' }),
  })
  const { user } = (await login.json()) as { user: { accessToken: string } }
  const response = await fetch(`${demoServerUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${user.accessToken}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status}`)
  return response.headers.get('content-type')?.includes('json') ? response.json() : response.text()
}
