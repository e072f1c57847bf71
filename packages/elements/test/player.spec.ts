import { expect } from 'chai'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import { cleanUp, mount, mountSignedInServer, recordEvents, shadowOf, waitFor } from './helpers'

const BOOK_ONE = sampleItemIdsByTitle['Book One']

type PlayerElement = HTMLElement & { noHotkeys: boolean }
type MiniPlayerElement = HTMLElement & { status: string }

/** A key press on the host page (outside every element), as the browser dispatches it. */
function pressOnPage(code: string, key: string): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { code, key, bubbles: true, cancelable: true, composed: true })
  document.body.dispatchEvent(event)
  return event
}

describe('one player for every element on the page', () => {
  before(async () => {
    localStorage.clear()
    await mountSignedInServer()
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

describe('<shelf-player> on someone else’s page', () => {
  let mini: MiniPlayerElement

  before(async () => {
    await mountSignedInServer()
    mini = mount<MiniPlayerElement>(`<shelf-mini-player></shelf-mini-player>`)
    const item = mount(`<shelf-item item-id="${BOOK_ONE}"></shelf-item>`)
    const play = await waitFor('the card play button', () =>
      shadowOf(item).querySelector<HTMLButtonElement>('.sk-card__play'),
    )
    play.click()
    await waitFor('playback', () => mini.status === 'playing', 20_000)
  })

  after(cleanUp)

  it('leaves the page its keys with no-hotkeys, and takes them again once the attribute is gone', async () => {
    const player = mount<PlayerElement>(`<shelf-player inline no-hotkeys></shelf-player>`)
    await waitFor('the bar', () => shadowOf(player).querySelector('.sk-player'))
    expect(player.noHotkeys).to.equal(true)

    const space = pressOnPage('Space', ' ')
    const escapeKey = pressOnPage('Escape', 'Escape')
    await new Promise((resolve) => setTimeout(resolve, 200))
    expect(space.defaultPrevented, 'Space scrolls the page as usual').to.equal(false)
    expect(escapeKey.defaultPrevented).to.equal(false)
    expect(mini.status).to.equal('playing')

    player.noHotkeys = false
    expect(player.hasAttribute('no-hotkeys')).to.equal(false)
    await new Promise((resolve) => setTimeout(resolve, 50))
    const toggle = pressOnPage('Space', ' ')
    expect(toggle.defaultPrevented).to.equal(true)
    await waitFor('the pause', () => mini.status === 'paused')
    pressOnPage('Space', ' ')
    await waitFor('playing again', () => mini.status === 'playing', 20_000)
    player.parentElement!.remove()
  })

  it('offers no bookmark to create while the page says hide-bookmarks (spec 01 §5), and again once it does not', async () => {
    const player = mount<PlayerElement>(`<shelf-player inline hide-bookmarks></shelf-player>`)
    const bar = await waitFor('the bar', () => shadowOf(player).querySelector('.sk-player'))
    expect(bar.querySelector('button[aria-label^="Bookmarks"]')).to.equal(null)
    player.removeAttribute('hide-bookmarks')
    await waitFor('the bookmarks button', () =>
      shadowOf(player).querySelector('.sk-player button[aria-label^="Bookmarks"]'),
    )
    player.parentElement!.remove()
  })

  it('opens each dialog on demand with focus in it, and gives focus back to its button on close', async () => {
    const player = mount<PlayerElement>(`<shelf-player inline no-hotkeys></shelf-player>`)
    const root = shadowOf(player)
    await waitFor('the bar', () => root.querySelector('.sk-player'))
    const buttons = [...root.querySelectorAll<HTMLButtonElement>('.sk-player__tools button')].filter(
      (button) =>
        /^(Sleep timer|Bookmarks|Chapters|Queue|Player settings)/.test(
          button.getAttribute('aria-label') ?? '',
        ),
    )
    expect(buttons.length).to.be.at.least(3)
    for (const button of buttons) {
      button.focus()
      button.click()
      const dialog = await waitFor(`the ${button.getAttribute('aria-label')} dialog`, () =>
        root.querySelector<HTMLElement>('[role="dialog"]'),
      )
      // Focus moves once the dialog has rendered (an effect), so it is waited for; identity checks, as chai would
      // spend minutes describing two unequal DOM nodes.
      await waitFor('focus in the dialog', () => root.activeElement === dialog)
      dialog.querySelector<HTMLButtonElement>('.sk-modal__header button[aria-label="Close"]')!.click()
      await waitFor('the dialog to close', () => !root.querySelector('[role="dialog"]'))
      await waitFor('focus back on its button', () => root.activeElement === button)
    }
    player.parentElement!.remove()
  })

  it('expands inside its shadow root over the window; Close and Escape collapse it first, focus follows', async () => {
    const player = mount<PlayerElement>(`<shelf-player inline no-hotkeys></shelf-player>`)
    const root = shadowOf(player)
    const section = await waitFor('the bar', () => root.querySelector<HTMLElement>('.sk-player'))
    const expand = root.querySelector<HTMLButtonElement>('button[aria-label="Expand player"]')!
    expand.click()
    const collapse = await waitFor('the collapse button', () =>
      root.querySelector<HTMLButtonElement>('button[aria-label="Collapse player"]'),
    )
    expect(section.classList.contains('sk-player--fullscreen')).to.equal(true)
    const box = section.getBoundingClientRect()
    expect([box.left, box.top, box.width, box.height]).to.deep.equal([
      0,
      0,
      document.documentElement.clientWidth,
      window.innerHeight,
    ])
    expect(root.activeElement === collapse, 'focus on the collapse button').to.equal(true)

    root.querySelector<HTMLButtonElement>('button[aria-label="Close player"]')!.click()
    const expandAgain = await waitFor('the expand button', () =>
      root.querySelector<HTMLButtonElement>('button[aria-label="Expand player"]'),
    )
    expect(section.classList.contains('sk-player--fullscreen')).to.equal(false)
    expect(root.activeElement === expandAgain, 'focus back on the expand button').to.equal(true)
    expect(mini.status, 'the player stays').to.equal('playing')

    expandAgain.click()
    const collapseButton = await waitFor('the collapse button', () =>
      root.querySelector<HTMLButtonElement>('button[aria-label="Collapse player"]'),
    )
    collapseButton.dispatchEvent(
      new KeyboardEvent('keydown', { key: 'Escape', code: 'Escape', bubbles: true, composed: true }),
    )
    await waitFor('Escape to collapse', () => !section.classList.contains('sk-player--fullscreen'))
    expect(mini.status).to.equal('playing')
    player.parentElement!.remove()
  })

  it('keeps Tab inside the expanded view in its shadow root: past the last control to the first, and back', async () => {
    const player = mount<PlayerElement>(`<shelf-player inline no-hotkeys></shelf-player>`)
    const root = shadowOf(player)
    await waitFor('the bar', () => root.querySelector('.sk-player'))
    root.querySelector<HTMLButtonElement>('button[aria-label="Expand player"]')!.click()
    await waitFor('the collapse button', () => root.querySelector('button[aria-label="Collapse player"]'))
    // The view's first control is the title link, its last the close button in the corner.
    const first = root.querySelector<HTMLAnchorElement>('a.sk-player__title')!
    const last = root.querySelector<HTMLButtonElement>('button[aria-label="Close player"]')!
    const tab = (from: HTMLElement, shiftKey: boolean) => {
      const event = new KeyboardEvent('keydown', {
        key: 'Tab',
        code: 'Tab',
        shiftKey,
        bubbles: true,
        cancelable: true,
        composed: true,
      })
      from.dispatchEvent(event)
      return event
    }

    last.focus()
    expect(tab(last, false).defaultPrevented, 'the browser does not move on to the page').to.equal(true)
    expect(root.activeElement === first, 'Tab from the last control goes to the first').to.equal(true)
    expect(tab(first, true).defaultPrevented).to.equal(true)
    expect(root.activeElement === last, 'Shift+Tab from the first control goes to the last').to.equal(true)
    // In between, Tab is the browser's.
    const collapse = root.querySelector<HTMLButtonElement>('button[aria-label="Collapse player"]')!
    expect(tab(collapse, false).defaultPrevented).to.equal(false)
    player.parentElement!.remove()
  })

  it('shows the page’s toasts, styled, and dismisses them', async () => {
    const player = mount<PlayerElement>(`<shelf-player inline no-hotkeys></shelf-player>`)
    const root = shadowOf(player)
    await waitFor('the bar', () => root.querySelector('.sk-player'))
    // A toast as page code raises it through the stores (their registry is shared by every bundle on the page).
    const registry = (globalThis as unknown as Record<symbol, Map<string, { set(value: unknown): void }>>)[
      Symbol.for('@shelfkit/stores@0')
    ]!
    registry
      .get('toasts')!
      .set([{ id: 'test-toast', type: 'error', message: 'Something went wrong', timeoutMs: null, key: null }])
    const toast = await waitFor('the toast', () => root.querySelector<HTMLElement>('.sk-toast'))
    expect(toast.textContent).to.contain('Something went wrong')
    expect(getComputedStyle(root.querySelector('.sk-toasts')!).position).to.equal('fixed')
    toast.querySelector<HTMLButtonElement>('[aria-label="Dismiss"]')!.click()
    await waitFor('the toast to go', () => !root.querySelector('.sk-toast'))
    player.parentElement!.remove()
  })

  it('changes the jump amount from the player settings', async () => {
    const player = mount<PlayerElement>(`<shelf-player inline no-hotkeys></shelf-player>`)
    const root = shadowOf(player)
    const jumpBack = () => root.querySelector('[aria-label^="Jump back"]')?.getAttribute('aria-label')
    await waitFor('the bar', () => jumpBack())
    const before = jumpBack()
    root.querySelector<HTMLButtonElement>('[aria-label="Player settings"]')!.click()
    const dialog = await waitFor('the settings dialog', () => root.querySelector('[role="dialog"]'))
    const select = [...dialog.querySelectorAll('label')].find(
      (label) => label.textContent === 'Jump backwards amount',
    )!.control as HTMLSelectElement
    const previous = select.value
    expect([...select.options].map((option) => option.textContent)).to.include('30 seconds')
    const set = (value: string) => {
      select.value = value
      select.dispatchEvent(new Event('change', { bubbles: true }))
    }
    set(previous === '30' ? '60' : '30')
    await waitFor('the new amount on the bar', () => jumpBack() !== before)
    expect(jumpBack()).to.equal(`Jump back ${select.value} seconds`)
    set(previous)
    await waitFor('the amount back', () => jumpBack() === before)
    player.parentElement!.remove()
  })

  it('looks the same whatever root font size the page sets', async () => {
    const player = mount<PlayerElement>(`<shelf-player inline no-hotkeys></shelf-player>`)
    const bar = await waitFor('the bar', () => shadowOf(player).querySelector<HTMLElement>('.sk-player'))
    // The sleep timer dialog shows the remaining time in its biggest type.
    shadowOf(player).querySelector<HTMLButtonElement>('[aria-label="Sleep timer"]')!.click()
    const dialog = await waitFor('the sleep timer dialog', () =>
      shadowOf(player).querySelector<HTMLElement>('[role="dialog"]'),
    )
    const preset = await waitFor('a preset', () =>
      dialog.querySelector<HTMLButtonElement>('.sk-sleep-presets__option'),
    )
    preset.click()
    await waitFor('the dialog to close', () => !shadowOf(player).querySelector('[role="dialog"]'))
    shadowOf(player).querySelector<HTMLButtonElement>('.sk-player__sleep-set')!.click()
    const remaining = await waitFor('the time left', () =>
      shadowOf(player).querySelector<HTMLElement>('.sk-sleep-active__remaining'),
    )
    const measure = () => ({
      bar: bar.getBoundingClientRect().height,
      fonts: [...shadowOf(player).querySelectorAll('*')].map((node) => getComputedStyle(node).fontSize),
      remaining: remaining.getBoundingClientRect().height,
    })
    const normal = measure()
    document.documentElement.style.fontSize = '40px'
    try {
      expect(measure()).to.deep.equal(normal)
    } finally {
      document.documentElement.style.fontSize = ''
      const cancel = [...shadowOf(player).querySelectorAll('button')].find(
        (button) => button.textContent === 'Cancel sleep timer',
      )
      cancel?.click()
      player.parentElement!.remove()
    }
  })
})
