import { expect } from 'chai'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
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

const BOOK_ONE = sampleItemIdsByTitle['Book One']
const BOOK_TWO = sampleItemIdsByTitle['Book Two']

type ItemElement = HTMLElement & { itemId: string | null; coverWidth: number | null }
type LoginElement = HTMLElement & { hideWhenSignedIn: boolean }

const cardTitle = (element: Element) =>
  shadowOf(element).querySelector('.sk-card__title')?.textContent ?? null

describe('shelf-* element conventions', () => {
  let env: TestEnv
  let early: ItemElement
  let apiKey: string

  before(async () => {
    localStorage.clear()
    env = await testEnv()
    apiKey = await createApiKey(env.serverUrl, 'user')
    // Set before the elements are defined: the value must survive the upgrade.
    early = document.createElement('shelf-item') as ItemElement
    early.itemId = BOOK_TWO
    early.setAttribute('server-url', env.serverUrl)
    early.setAttribute('api-key', apiKey)
    document.body.append(early)
    await loadBundle('all/shelf-elements.js')
  })

  afterEach(cleanUp)
  after(() => early.remove())

  it('keeps a property the page set before the element was defined', async () => {
    await waitFor('the early item', () => cardTitle(early) === 'Book Two')
    expect(early.itemId).to.equal(BOOK_TWO)
    expect(early.getAttribute('item-id')).to.equal(BOOK_TWO)
  })

  it('follows attribute changes and resets the property when an attribute is removed', async () => {
    const item = mount<ItemElement>(`<shelf-item item-id="${BOOK_ONE}" cover-width="90"></shelf-item>`)
    await waitFor('Book One', () => cardTitle(item) === 'Book One')
    expect(item.coverWidth).to.equal(90)
    const cover = shadowOf(item).querySelector('.sk-card__cover') as HTMLElement
    expect(cover.getBoundingClientRect().width).to.equal(90)

    item.setAttribute('item-id', BOOK_TWO)
    await waitFor('Book Two', () => cardTitle(item) === 'Book Two')

    item.removeAttribute('item-id')
    expect(item.itemId).to.equal(null)
    await waitFor('the missing id message', () =>
      shadowOf(item).textContent?.includes('Set the item-id attribute'),
    )

    item.removeAttribute('cover-width')
    expect(item.coverWidth).to.equal(null)
    item.itemId = BOOK_ONE
    expect(item.getAttribute('item-id')).to.equal(BOOK_ONE)
    await waitFor('Book One again', () => cardTitle(item) === 'Book One')
  })

  it('reads boolean attributes by presence, "false" included, and reflects the property', async () => {
    const login = mount<LoginElement>(`<shelf-login hide-when-signed-in="false"></shelf-login>`)
    const visible = mount<LoginElement>(`<shelf-login></shelf-login>`)
    await waitFor('the signed-in line', () => shadowOf(visible).textContent?.includes('Signed in as user'))
    expect(login.hideWhenSignedIn).to.equal(true)
    expect(shadowOf(login).textContent).to.equal('')

    login.removeAttribute('hide-when-signed-in')
    expect(login.hideWhenSignedIn).to.equal(false)
    await waitFor('the line once shown', () => shadowOf(login).textContent?.includes('Signed in as user'))

    login.hideWhenSignedIn = true
    expect(login.getAttribute('hide-when-signed-in')).to.equal('')
    await waitFor('hidden again', () => shadowOf(login).textContent === '')
    login.hideWhenSignedIn = false
    expect(login.hasAttribute('hide-when-signed-in')).to.equal(false)
  })

  it('keeps its state when the page moves it', async () => {
    const item = mount<ItemElement>(`<shelf-item item-id="${BOOK_ONE}"></shelf-item>`)
    await waitFor('Book One', () => cardTitle(item) === 'Book One')
    const card = shadowOf(item).querySelector('.sk-card')
    const elsewhere = mount('<section></section>')
    elsewhere.append(item)
    await new Promise((resolve) => setTimeout(resolve, 50))
    // The same rendered card, not a remount that loads the item again.
    expect(shadowOf(item).querySelector('.sk-card')).to.equal(card)
  })

  it('emits a composed, cancelable shelf-select for links, and follows app-url links unless cancelled', async () => {
    const selects = recordEvents<{ path: string; url: string; itemId: string | null }>('shelf-select')
    const plain = mount<ItemElement>(`<shelf-item item-id="${BOOK_ONE}"></shelf-item>`)
    await waitFor('Book One', () => cardTitle(plain) === 'Book One')
    const before = window.location.href
    shadowOf(plain).querySelector<HTMLAnchorElement>('.sk-card__title')!.click()
    expect(selects.events).to.have.length(1)
    expect(selects.events[0]!.detail).to.include({ path: `/item/${BOOK_ONE}`, itemId: BOOK_ONE })
    expect(selects.events[0]!.composed).to.equal(true)
    expect(window.location.href).to.equal(before)

    const linked = mount<ItemElement>(
      `<shelf-item item-id="${BOOK_ONE}" app-url="https://abs.example.com/app/"></shelf-item>`,
    )
    await waitFor('Book One', () => cardTitle(linked) === 'Book One')
    const link = shadowOf(linked).querySelector<HTMLAnchorElement>('.sk-card__title')!
    expect(link.href).to.equal(`https://abs.example.com/app/item/${BOOK_ONE}`)
    const cancel = (event: Event) => event.preventDefault()
    document.addEventListener('shelf-select', cancel)
    link.click()
    document.removeEventListener('shelf-select', cancel)
    expect(selects.events[1]!.detail.url).to.equal(`https://abs.example.com/app/item/${BOOK_ONE}`)
    expect(selects.events[1]!.defaultPrevented).to.equal(true)
    expect(window.location.href).to.equal(before)
    selects.stop()
  })

  it('takes the page theme through ::part and the --shelf-* properties', async () => {
    mount(`<style>
      shelf-item.themed { --shelf-accent: rgb(0, 0, 255); --shelf-font: monospace; }
      shelf-item.themed::part(title) { color: rgb(255, 0, 0); }
    </style>`)
    const item = mount<ItemElement>(`<shelf-item class="themed" item-id="${BOOK_ONE}"></shelf-item>`)
    await waitFor('Book One', () => cardTitle(item) === 'Book One')
    const root = shadowOf(item)
    const title = root.querySelector('.sk-card__title')!
    expect(title.getAttribute('part')).to.contain('title')
    expect(getComputedStyle(title).color).to.equal('rgb(255, 0, 0)')
    expect(getComputedStyle(title).fontFamily).to.equal('monospace')
    // The page's value reaches the inside (the stylesheets' own default would be the green accent).
    expect(
      getComputedStyle(root.querySelector('.sk-card__play')!).getPropertyValue('--shelf-accent').trim(),
    ).to.equal('rgb(0, 0, 255)')
  })

  it('signed in with an API key (no live events), shows progress made elsewhere once the tab is visible again', async () => {
    const item = mount<ItemElement>(`<shelf-item item-id="${BOOK_TWO}"></shelf-item>`)
    await waitFor('Book Two', () => cardTitle(item) === 'Book Two')
    const fill = () =>
      shadowOf(item).querySelector<HTMLElement>('.sk-card__progress-fill')?.style.width ?? null
    const before = fill()
    const percent = before === '50%' ? 25 : 50
    // Progress made on another device: the server would tell a socket, but it refuses API keys there.
    const response = await fetch(`${env.serverUrl}/api/me/progress/${BOOK_TWO}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ progress: percent / 100, currentTime: 10, duration: 20 }),
    })
    expect(response.ok).to.equal(true)
    expect(fill()).to.equal(before)
    const setVisibility = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state })
      document.dispatchEvent(new Event('visibilitychange'))
    }
    setVisibility('hidden')
    setVisibility('visible')
    await waitFor('the new progress', () => fill() === `${percent}%`)
  })

  it('styles the dialogs its card menu opens (the playlist picker)', async () => {
    const item = mount<ItemElement>(
      `<shelf-item item-id="${BOOK_ONE}" server-url="${env.serverUrl}" api-key="${apiKey}"></shelf-item>`,
    )
    await waitFor('Book One', () => cardTitle(item) === 'Book One')
    const root = shadowOf(item)
    root.querySelector<HTMLButtonElement>('button[aria-label="More actions for Book One"]')!.click()
    const entry = await waitFor('the menu', () =>
      [...root.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
        (menuItem) => menuItem.textContent === 'Add to Playlist',
      ),
    )
    entry.click()
    const create = await waitFor('the picker', () =>
      root.querySelector<HTMLFormElement>('.sk-collection-picker__create'),
    )
    expect(getComputedStyle(create).display).to.equal('flex')
  })

  it('keeps its layout on a page whose CSS resets everything', async () => {
    const item = mount<ItemElement>(`<shelf-item item-id="${BOOK_ONE}" cover-width="120"></shelf-item>`)
    await waitFor('Book One', () => cardTitle(item) === 'Book One')
    const measure = () => {
      const root = shadowOf(item)
      const cover = root.querySelector('.sk-card__cover')!.getBoundingClientRect()
      const title = root.querySelector('.sk-card__title')!
      const style = getComputedStyle(title)
      return {
        width: cover.width,
        height: cover.height,
        font: style.fontSize,
        weight: style.fontWeight,
        display: style.display,
      }
    }
    const normal = measure()
    mount(`<style>
      * { all: unset !important; }
      html { font-size: 40px !important; }
      div, p, a, button, img, span { display: inline !important; font: 30px serif !important; color: red !important; }
    </style>`)
    const hostile = measure()
    expect(hostile).to.deep.equal(normal)
    expect(getComputedStyle(shadowOf(item).querySelector('.sk-card__title')!).color).not.to.equal(
      'rgb(255, 0, 0)',
    )
  })
})
