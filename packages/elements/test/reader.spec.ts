import { expect } from 'chai'
import { sampleItemIdsByTitle } from '../../../test-support/sample-ids'
import {
  accessToken,
  api,
  cleanUp,
  mount,
  mountSignedInServer,
  recordEvents,
  shadowOf,
  testEnv,
  waitFor,
} from './helpers'

const BOOK_ONE = sampleItemIdsByTitle['Book One']
const COMIC_FIVE = sampleItemIdsByTitle['Comic Five']

type ReaderElement = HTMLElement & { itemId: string | null; noProgress: boolean; inline: boolean }
type Progress = { libraryItemId: string; ebookLocation: string; ebookProgress: number; kept: boolean }

const pageImage = (reader: Element) =>
  shadowOf(reader).querySelector<HTMLImageElement>('.sk-reader__pages img')?.alt ?? null

/** A key press, as the browser dispatches it, from `target` (the host page's body or a node in the reader). */
function press(target: EventTarget, key: string): void {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true, composed: true }))
}

async function savedLocation(): Promise<string | null> {
  const { serverUrl } = await testEnv()
  const token = await accessToken(serverUrl, 'user')
  const progress = await api<{ ebookLocation: string | null } | null>(
    serverUrl,
    token,
    'GET',
    `/api/me/progress/${COMIC_FIVE}`,
  ).catch(() => null)
  return progress?.ebookLocation ?? null
}

describe('<shelf-reader> on someone else’s page', () => {
  before(async () => {
    localStorage.clear()
    await mountSignedInServer('user')
  })

  afterEach(cleanUp)

  it('inline in a box the page sizes: its keys only inside it, themed, saves and reports the position, closes', async () => {
    mount(`<style>
      shelf-reader.boxed { height: 360px; --shelf-font: monospace; }
      shelf-reader.boxed::part(bar) { background: rgb(0, 0, 128); }
    </style>`)
    const progress = recordEvents<Progress>('shelf-reader-progress')
    const closes = recordEvents<{ libraryItemId: string }>('shelf-reader-close')
    const reader = mount<ReaderElement>(
      `<shelf-reader class="boxed" item-id="${COMIC_FIVE}" inline></shelf-reader>`,
    )
    await waitFor('the first page', () => /^Page \d of 3$/.test(pageImage(reader) ?? ''), 20_000)
    const root = shadowOf(reader)
    const box = root.querySelector<HTMLElement>('.sk-reader')!
    expect(getComputedStyle(box).position).to.equal('relative')
    expect(Math.round(box.getBoundingClientRect().height)).to.equal(360)
    expect(getComputedStyle(root.querySelector('.sk-reader__bar')!).backgroundColor).to.equal(
      'rgb(0, 0, 128)',
    )
    expect(root.querySelector('[part~="position"]')?.textContent).to.match(/^Page \d of 3$/)
    expect(getComputedStyle(root.querySelector('[part~="position"]')!).fontFamily).to.equal('monospace')

    // Jump to page 1 from the page list, then page with the keys pressed in the reader; the page's own keys stay its.
    root.querySelector<HTMLButtonElement>('[aria-label="Table of contents"]')!.click()
    const first = await waitFor('the page list', () =>
      [...root.querySelectorAll<HTMLButtonElement>('.sk-reader__toc-link')].find(
        (b) => b.textContent === 'Page 1',
      ),
    )
    first.click()
    await waitFor('page 1', () => pageImage(reader) === 'Page 1 of 3')
    press(document.body, 'ArrowRight')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(pageImage(reader)).to.equal('Page 1 of 3')
    press(root.querySelector('.sk-reader__pages')!, 'ArrowRight')
    await waitFor('page 2', () => pageImage(reader) === 'Page 2 of 3')
    const last = progress.events.at(-1)!
    expect(last.detail).to.deep.equal({
      libraryItemId: COMIC_FIVE,
      ebookLocation: '2',
      ebookProgress: 2 / 3,
      kept: true,
    })
    expect(last.composed).to.equal(true)
    for (let tries = 0; (await savedLocation()) !== '2'; tries++) {
      if (tries > 40) throw new Error('Page 2 was not saved')
      await new Promise((resolve) => setTimeout(resolve, 150))
    }

    root.querySelector<HTMLButtonElement>('[aria-label="Close reader"]')!.click()
    expect(closes.events.map((event) => event.detail)).to.deep.equal([{ libraryItemId: COMIC_FIVE }])
    expect(reader.hidden).to.equal(true)
    progress.stop()
    closes.stop()
  })

  it('over the window with no-progress: the page’s arrows page it, nothing is saved, a cancelled close keeps it', async () => {
    const before = await savedLocation()
    const progress = recordEvents<Progress>('shelf-reader-progress')
    const reader = mount<ReaderElement>(`<shelf-reader item-id="${COMIC_FIVE}" no-progress></shelf-reader>`)
    await waitFor('page 1', () => pageImage(reader) === 'Page 1 of 3', 20_000)
    const root = shadowOf(reader)
    const box = root.querySelector<HTMLElement>('.sk-reader')!
    expect(getComputedStyle(box).position).to.equal('fixed')
    expect(box.getBoundingClientRect().width).to.equal(window.innerWidth)
    expect(root.textContent).to.contain('Reading without keeping progress')

    press(document.body, 'ArrowRight')
    await waitFor('page 2', () => pageImage(reader) === 'Page 2 of 3')
    expect(progress.events.at(-1)!.detail).to.include({ ebookLocation: '2', kept: false })

    const keep = (event: Event) => event.preventDefault()
    document.addEventListener('shelf-reader-close', keep)
    press(document.body, 'Escape')
    document.removeEventListener('shelf-reader-close', keep)
    expect(reader.hidden).to.equal(false)
    await new Promise((resolve) => setTimeout(resolve, 1200))
    expect(await savedLocation()).to.equal(before)
    progress.stop()
  })

  it('says what is missing: no item-id, an item without an e-book; file-id opens that file, even a supplementary one', async () => {
    const bare = mount<ReaderElement>('<shelf-reader></shelf-reader>')
    const audio = mount<ReaderElement>(`<shelf-reader item-id="${BOOK_ONE}" inline></shelf-reader>`)
    await waitFor('the missing id message', () =>
      shadowOf(bare).textContent?.includes('Set the item-id attribute to the book to read.'),
    )
    await waitFor('the no e-book message', () =>
      shadowOf(audio).textContent?.includes('This item has no e-book to read.'),
    )

    const { serverUrl } = await testEnv()
    const root = await accessToken(serverUrl, 'root')
    const item = await api<{ libraryFiles: { ino: string; fileType: string }[] }>(
      serverUrl,
      root,
      'GET',
      `/api/items/${COMIC_FIVE}`,
    )
    const ino = item.libraryFiles.find((file) => file.fileType === 'ebook')!.ino
    // The server answers this call with a plain 'OK'.
    const toggleSupplementary = async () => {
      const response = await fetch(`${serverUrl}/api/items/${COMIC_FIVE}/ebook/${ino}/status`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${root}` },
      })
      expect(response.status).to.equal(200)
    }
    // The comic becomes a supplementary file: the item has no main e-book left.
    await toggleSupplementary()
    try {
      const main = mount<ReaderElement>(`<shelf-reader item-id="${COMIC_FIVE}" inline></shelf-reader>`)
      await waitFor('the no e-book message', () =>
        shadowOf(main).textContent?.includes('This item has no e-book to read.'),
      )
      const chosen = mount<ReaderElement>(
        `<shelf-reader item-id="${COMIC_FIVE}" file-id="${ino}" inline></shelf-reader>`,
      )
      // It opens at the place saved above (page 2).
      await waitFor('the chosen file', () => pageImage(chosen) === 'Page 2 of 3', 20_000)
    } finally {
      await toggleSupplementary()
    }
  })
})
