import { beforeAll, describe, expect, it } from 'vitest'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { demoServerUrl, PODCAST_LIBRARY_ID } from './demo-server'
import { reloadPage } from './reload'

const BOOK_ONE = sampleItemIdsByTitle['Book One']

async function signedInStores() {
  reloadPage()
  const stores = await import('../src/index')
  stores.configureServer(demoServerUrl, 'header')
  await stores.signIn('root', 'root')
  return stores
}

describe('an item on a card of its own', () => {
  // The first import of the stores compiles them all.
  beforeAll(() => import('../src/index'), 60_000)

  it('loads a book and gives it the shape list entries have, so shelves cards can show it', async () => {
    const stores = await signedInStores()
    const card = stores.createItemCard(BOOK_ONE)
    const item = await card.load()
    expect(item?.id).toBe(BOOK_ONE)
    const entry = stores.cardItemOf(item!)
    if (entry.mediaType !== 'book' || item?.mediaType !== 'book') throw new Error('not a book')
    expect(entry.media.metadata.title).toBe('Book One')
    expect(entry.media.metadata.authorName).toBe('Author A')
    expect(entry.media.numTracks).toBe(item.media.tracks.length)
    expect(entry.media.numTracks).toBeGreaterThan(0)
    expect(entry.media.numAudioFiles).toBe(item.media.audioFiles.length)
    expect(entry.numFiles).toBe(item.libraryFiles.length)
    // Counts instead of files, display strings instead of lists: as list entries come.
    expect(entry).not.toHaveProperty('libraryFiles')
    expect(entry.media).not.toHaveProperty('tracks')
    expect(entry.media.metadata).not.toHaveProperty('authors')
    card.stop()
    await stores.signOut()
  })

  it('gives podcasts their episode count', async () => {
    const stores = await signedInStores()
    const list = await stores.getClient().libraries.items(PODCAST_LIBRARY_ID, { limit: 1 })
    const podcastId = list.results[0]!.id
    const card = stores.createItemCard(podcastId)
    const item = await card.load()
    const entry = stores.cardItemOf(item!)
    if (entry.mediaType !== 'podcast' || item?.mediaType !== 'podcast') throw new Error('not a podcast')
    expect(entry.media.numEpisodes).toBe(item.media.episodes.length)
    expect(entry.media).not.toHaveProperty('episodes')
    card.stop()
    await stores.signOut()
  })

  it('says why when the item does not exist', async () => {
    const stores = await signedInStores()
    const card = stores.createItemCard('no-such-item')
    expect(await card.load()).toBeNull()
    expect(card.$state.get().status).toBe('error')
    expect(card.$state.get().error).toBeTruthy()
    card.stop()
    await stores.signOut()
  })
})
