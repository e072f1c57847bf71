import { expect } from 'chai'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { createApiKey, loadBundle, mount, recordEvents, shadowOf, testEnv, waitFor } from './helpers'

const BOOK_TWO = sampleItemIdsByTitle['Book Two']

describe('two separately built bundles on one page', () => {
  it('share one session and one player', async () => {
    localStorage.clear()
    const env = await testEnv()
    const apiKey = await createApiKey(env.serverUrl, 'user')
    // Each bundle carries its own React, nanostores and stores code.
    await loadBundle('player/shelf-player.js')
    await loadBundle('item/shelf-item.js')
    expect(customElements.get('shelf-bookshelf')).to.equal(undefined)

    const plays = recordEvents<{ libraryItemId: string }>('shelf-play')
    // Only the item bundle's element names the server and key; the player bundle's element finds the session.
    const item = mount(
      `<shelf-item item-id="${BOOK_TWO}" server-url="${env.serverUrl}" api-key="${apiKey}"></shelf-item>`,
    )
    const player = mount(`<shelf-player inline></shelf-player>`)
    const play = await waitFor('the play button', () =>
      shadowOf(item).querySelector<HTMLButtonElement>('.sk-card__play'),
    )
    play.click()
    await waitFor('the other bundle to play it', () =>
      shadowOf(player).querySelector('.sk-player__title')?.textContent?.includes('Book Two'),
    )
    await waitFor(
      'playing',
      () => shadowOf(player).querySelector('.sk-player')?.getAttribute('data-status') === 'playing',
      20_000,
    )
    expect(plays.events.map((event) => event.detail.libraryItemId)).to.deep.equal([BOOK_TWO])
    plays.stop()
  })
})
