import { expect } from 'chai'
import { cleanUp, createApiKey, loadBundle, mount, recordEvents, shadowOf, testEnv, waitFor } from './helpers'

describe('one player for every element on the page', () => {
  before(async () => {
    localStorage.clear()
    const env = await testEnv()
    await loadBundle('all/shelf-elements.js')
    const apiKey = await createApiKey(env.serverUrl, 'user')
    mount(`<shelf-server url="${env.serverUrl}" api-key="${apiKey}"></shelf-server>`)
  })

  after(cleanUp)

  it('plays in <shelf-player> and <shelf-mini-player> what a bookshelf card starts', async () => {
    const plays = recordEvents<{ libraryItemId: string; episodeId: string | null }>('shelf-play')
    const shelf = mount(`<shelf-bookshelf shelf="recently-added"></shelf-bookshelf>`)
    const player = mount(`<shelf-player></shelf-player>`)
    const mini = mount<HTMLElement & { status: string }>(`<shelf-mini-player></shelf-mini-player>`)
    await waitFor('the idle mini player', () => shadowOf(mini).textContent?.includes('Nothing playing'))

    const play = await waitFor('a card play button', () =>
      shadowOf(shelf).querySelector<HTMLButtonElement>('.sk-card__play'),
    )
    const title = play.getAttribute('aria-label')!.replace(/^Play /, '')
    play.click()

    await waitFor('the bar to show the book', () =>
      shadowOf(player).querySelector('.sk-player__title')?.textContent?.includes(title),
    )
    await waitFor('the mini player to play', () => mini.status === 'playing', 20_000)
    expect(shadowOf(mini).querySelector('[part~="title"]')?.textContent).to.contain(title)
    expect(plays.events).to.have.length(1)
    expect(plays.events[0]!.target).to.equal(shelf)
    expect(plays.events[0]!.detail.libraryItemId).to.be.a('string')

    // Pausing in one element pauses the one player everywhere.
    shadowOf(mini).querySelector<HTMLButtonElement>('[part~="play-button"]')!.click()
    await waitFor(
      'the bar to show paused',
      () => shadowOf(player).querySelector('.sk-player')?.getAttribute('data-status') === 'paused',
    )
    expect(mini.status).to.equal('paused')
    plays.stop()
  })
})
