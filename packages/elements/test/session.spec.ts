import { expect } from 'chai'
import {
  cleanUp,
  createApiKey,
  loadBundle,
  mount,
  recordEvents,
  shadowOf,
  type TestEnv,
  testEnv,
  waitFor,
} from './helpers'

describe('one session per page, cross-origin', () => {
  let env: TestEnv

  before(async () => {
    localStorage.clear()
    env = await testEnv()
    await loadBundle('all/shelf-elements.js')
  })

  afterEach(cleanUp)

  it('says what the server admin must change when the server refuses this origin', async () => {
    const errors = recordEvents<{ message: string }>('shelf-error')
    mount(`<shelf-server url="${env.refusingServerUrl}" api-key="whatever"></shelf-server>`)
    const search = mount(`<shelf-search></shelf-search>`)
    const message = await waitFor('the refusal', () => shadowOf(search).querySelector('[role="alert"]'))
    expect(message.textContent).to.contain(env.pageOrigin)
    expect(message.textContent).to.contain('Allowed CORS origins')
    expect(errors.events[0]?.detail.message).to.contain(env.pageOrigin)
    errors.stop()
  })

  it('signs every element in with the API key given once to <shelf-server>', async () => {
    const apiKey = await createApiKey(env.serverUrl, 'user')
    const sessions = recordEvents<{ status: string; username: string | null; liveUpdates: boolean }>(
      'shelf-session',
    )
    mount(`<shelf-server url="${env.serverUrl}" api-key="${apiKey}"></shelf-server>`)
    const first = mount(`<shelf-search></shelf-search>`)
    const second = mount(`<shelf-search></shelf-search>`)
    const inputs = await waitFor('both search boxes', () => {
      const found = [first, second].map((element) => shadowOf(element).querySelector('input[type="search"]'))
      return found.every(Boolean) && found
    })
    expect(inputs).to.have.length(2)
    const signedIn = await waitFor('the session event', () =>
      sessions.events.find((event) => event.detail.status === 'signed-in'),
    )
    expect(signedIn.detail.username).to.equal('user')
    // The real server refuses API keys on the socket: the page is told it gets no live events.
    expect(sessions.events.at(-1)?.detail.liveUpdates).to.equal(false)
    sessions.stop()
  })
})
