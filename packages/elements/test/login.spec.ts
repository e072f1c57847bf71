import { expect } from 'chai'
import { cleanUp, loadBundle, mount, shadowOf, type TestEnv, testEnv, waitFor } from './helpers'

describe('<shelf-login> signed out', () => {
  let env: TestEnv

  before(async () => {
    localStorage.clear()
    env = await testEnv()
    await loadBundle('all/shelf-elements.js')
  })

  afterEach(cleanUp)

  it('shows the sign-in form without a main landmark of its own (the embedding page has that)', async () => {
    mount(`<shelf-server url="${env.serverUrl}"></shelf-server>`)
    const login = mount(`<shelf-login></shelf-login>`)
    const form = await waitFor('the sign-in form', () => shadowOf(login).querySelector('.sk-login form'))
    expect(form.querySelector('input[name="username"]')).to.not.equal(null)
    expect(shadowOf(login).querySelectorAll('main, [role="main"]')).to.have.length(0)
  })
})
