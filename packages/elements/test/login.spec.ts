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

  it('keeps its text sizes when the page changes its root font size (no rem inside the element)', async () => {
    mount(`<shelf-server url="${env.serverUrl}"></shelf-server>`)
    const login = mount(`<shelf-login></shelf-login>`)
    const title = await waitFor('the sign-in title', () => shadowOf(login).querySelector('.sk-login__title'))
    const label = shadowOf(login).querySelector('.sk-login__form label')!
    const sizes = () => [getComputedStyle(title).fontSize, getComputedStyle(label).fontSize]
    const normal = sizes()
    expect(normal).to.deep.equal(['25.6px', '12.48px'])
    mount(`<style>html { font-size: 40px !important; }</style>`)
    expect(sizes()).to.deep.equal(normal)
  })
})
