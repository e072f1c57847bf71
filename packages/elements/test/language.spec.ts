import { expect } from 'chai'
import { cleanUp, loadBundle, mount, shadowOf, type TestEnv, testEnv, waitFor } from './helpers'

describe('elements speak the language of their page (issue 19)', () => {
  let env: TestEnv

  before(async () => {
    localStorage.clear()
    env = await testEnv()
    await loadBundle('all/shelf-elements.js')
  })

  afterEach(cleanUp)

  const signIn = (holder: Element) => holder.querySelector('shelf-login')!
  const title = (login: Element) => shadowOf(login).querySelector('.sk-login__title')?.textContent

  it('takes the lang of the nearest ancestor (de-AT → de) and sets lang and dir inside its shadow root', async () => {
    mount(`<shelf-server url="${env.serverUrl}"></shelf-server>`)
    const login = signIn(mount(`<div lang="de-AT"><shelf-login></shelf-login></div>`))
    await waitFor('the German sign-in form', () => title(login) === 'Anmelden')
    const root = shadowOf(login).querySelector('.sk-root')!
    expect([root.getAttribute('lang'), root.getAttribute('dir')]).to.deep.equal(['de', 'ltr'])
    expect(shadowOf(login).querySelector('label')?.textContent).to.equal('Benutzername')
  })

  it('reads right to left under lang="ar": the React and the lit elements alike', async () => {
    mount(`<shelf-server url="${env.serverUrl}"></shelf-server>`)
    const holder = mount(
      `<section lang="ar"><shelf-login></shelf-login><shelf-mini-player></shelf-mini-player></section>`,
    )
    const login = signIn(holder)
    await waitFor('the Arabic sign-in form', () => title(login) === 'تسجيل الدخول')
    const root = shadowOf(login).querySelector('.sk-root')!
    expect([root.getAttribute('lang'), root.getAttribute('dir')]).to.deep.equal(['ar', 'rtl'])
    expect(getComputedStyle(shadowOf(login).querySelector('.sk-login__form')!).direction).to.equal('rtl')
    const mini = holder.querySelector('shelf-mini-player')!
    await waitFor(
      'the Arabic mini player',
      () => shadowOf(mini).querySelector('.idle')?.textContent === 'لا شيء قيد التشغيل',
    )
    const miniRoot = shadowOf(mini).querySelector('.sk-root')!
    expect([miniRoot.getAttribute('lang'), miniRoot.getAttribute('dir')]).to.deep.equal(['ar', 'rtl'])
  })
})
