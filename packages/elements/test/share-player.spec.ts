import { expect } from 'chai'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import {
  accessToken,
  api,
  cleanUp,
  loadBundle,
  mount,
  recordEvents,
  shadowOf,
  testEnv,
  waitFor,
} from './helpers'

const BOOK_ONE = sampleItemIdsByTitle['Book One']

type ShareElement = HTMLElement & { phase: string; updateComplete: Promise<boolean> }

describe('<shelf-share-player>', () => {
  let serverUrl: string
  let slug: string

  before(async () => {
    localStorage.clear()
    serverUrl = (await testEnv()).serverUrl
    await loadBundle('all/shelf-elements.js')
    const token = await accessToken(serverUrl, 'root')
    const item = await api<{ media: { id: string } }>(serverUrl, token, 'GET', `/api/items/${BOOK_ONE}`)
    slug = `blog-${Math.random().toString(36).slice(2, 8)}`
    await api(serverUrl, token, 'POST', '/api/share/mediaitem', {
      slug,
      expiresAt: 0,
      mediaItemType: 'book',
      mediaItemId: item.media.id,
      isDownloadable: false,
    })
  })

  afterEach(cleanUp)

  it('on another site than the server, says why it cannot play and links to the share page', async () => {
    // This page (localhost) and the server (127.0.0.1) are different sites: the share cookie stays behind.
    const errors = recordEvents<{ message: string }>('shelf-error')
    const player = mount<ShareElement>(
      `<shelf-share-player server-url="${serverUrl}" slug="${slug}"></shelf-share-player>`,
    )
    await waitFor('the blocked phase', () => player.phase === 'blocked')
    await player.updateComplete
    const root = shadowOf(player)
    expect(root.querySelector('[part~="title"]')?.textContent).to.equal('Book One')
    const message = root.querySelector('[part~="message"]')!
    expect(message.textContent).to.contain('different sites')
    expect(message.querySelector('a')?.href).to.equal(`${serverUrl}/share/${slug}`)
    expect(root.querySelector('[part~="play-button"]')).to.equal(null)
    expect(errors.events[0]?.detail.message).to.contain('share cookie')
    errors.stop()
  })

  it('says when the share does not exist', async () => {
    const player = mount<ShareElement>(
      `<shelf-share-player server-url="${serverUrl}" slug="no-such-share"></shelf-share-player>`,
    )
    await waitFor('the missing phase', () => player.phase === 'missing')
    await player.updateComplete
    expect(shadowOf(player).textContent).to.contain('does not exist')
  })
})
