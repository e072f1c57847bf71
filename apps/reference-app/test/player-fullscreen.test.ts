import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { sampleIds } from '../../../test-support/sample-ids'
import { type RunningApp, startApp } from './app-server'
import { seriousViolations } from './axe-support'
import { BOOK_ONE, playerBar, playFromItemPage, signedInPage } from './player-support'

const PODCAST_P = sampleIds.podcastP

let app: RunningApp
let browser: Browser
let page: Page

beforeAll(async () => {
  ;[app, browser] = await Promise.all([startApp(), launchBrowser()])
  ;({ page } = await signedInPage(browser, app))
})

afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

const bar = () => playerBar(page)
const isFullscreen = () => bar().evaluate((section) => section.classList.contains('sk-player--fullscreen'))
/** The accessible name of the focused element (inside shadow roots too). */
const focusedLabel = () =>
  page.evaluate(() => {
    let focused = document.activeElement
    while (focused?.shadowRoot?.activeElement) focused = focused.shadowRoot.activeElement
    return focused?.getAttribute('aria-label') ?? focused?.tagName ?? null
  })

describe('the expanded (fullscreen) player (official client playerIsFullscreen; spec 01 §4 close rule)', () => {
  it('expands over the whole window: large cover, title, seek bar with times, transport and tools', async () => {
    await page.setViewportSize({ width: 1280, height: 800 })
    await playFromItemPage(page, app, BOOK_ONE)
    await bar().getByRole('button', { name: 'Expand player' }).click()
    await bar().getByRole('button', { name: 'Collapse player' }).waitFor()
    expect(await isFullscreen()).toBe(true)
    expect(await focusedLabel()).toBe('Collapse player')

    const box = (await bar().boundingBox())!
    expect(box).toMatchObject({ x: 0, y: 0, width: 1280, height: 800 })
    const cover = (await bar().locator('.sk-player__cover').boundingBox())!
    expect(cover.width).toBeGreaterThan(250)
    // Centred.
    expect(Math.abs(cover.x + cover.width / 2 - 640)).toBeLessThan(2)
    await bar().getByRole('link', { name: 'Book One' }).waitFor()
    for (const name of ['Pause', 'Jump back 10 seconds', 'Jump forward 10 seconds', 'Player settings'])
      expect(await bar().getByRole('button', { name, exact: true }).isVisible(), name).toBe(true)
    expect(await bar().getByRole('slider').isVisible()).toBe(true)
    // The clocks' canvases followed their new boxes (ResizeObserver) and are painted.
    const clock = await bar()
      .getByTestId('player-remaining-time')
      .evaluate((canvas: HTMLCanvasElement) => ({
        css: canvas.getBoundingClientRect().width * devicePixelRatio,
        pixels: canvas.width,
        text: canvas.dataset.text ?? '',
      }))
    expect(Math.abs(clock.pixels - clock.css)).toBeLessThanOrEqual(1)
    expect(clock.text).toMatch(/^\d+% -(\d+:)?\d+:\d{2}$/)
    // Above the app bar.
    const onTop = await page.evaluate(() => document.elementFromPoint(20, 20)?.closest('.sk-player') !== null)
    expect(onTop).toBe(true)
  })

  it('has no serious or critical axe violations, and its dialogs open on top of it', async () => {
    expect(await seriousViolations(page, ['.sk-player'])).toEqual([])
    await bar().getByRole('button', { name: 'Chapters' }).click()
    const dialog = page.getByRole('dialog', { name: /Chapters/ })
    await dialog.waitFor()
    const middle = await dialog.boundingBox()
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('.sk-modal') !== null,
      [middle!.x + middle!.width / 2, middle!.y + 20],
    )
    expect(hit).toBe(true)
    // Escape in the dialog closes the dialog only.
    await page.keyboard.press('Escape')
    await dialog.waitFor({ state: 'detached' })
    expect(await isFullscreen()).toBe(true)
  })

  it('keeps Tab inside the expanded view: past the last control to the first, and Shift+Tab back', async () => {
    if (!(await isFullscreen())) await bar().getByRole('button', { name: 'Expand player' }).click()
    await bar().getByRole('button', { name: 'Collapse player' }).focus()
    const focused = () =>
      page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null
        return {
          inPlayer: Boolean(element?.closest('.sk-player')),
          label: element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? element?.tagName,
        }
      })
    // Tab all the way round: the focus never leaves the player and comes back to where it started.
    const seen: (string | undefined)[] = []
    for (let step = 0; step < 40; step++) {
      await page.keyboard.press('Tab')
      const { inPlayer, label } = await focused()
      expect(inPlayer).toBe(true)
      if (label === 'Collapse player') break
      seen.push(label)
    }
    expect((await focused()).label).toBe('Collapse player')
    expect(seen.length).toBeGreaterThan(5)
    // One step back from the first control is the last one Tab reached before coming round.
    await page.keyboard.press('Tab')
    const first = (await focused()).label
    await page.keyboard.press('Shift+Tab')
    await page.keyboard.press('Shift+Tab')
    expect((await focused()).label).toBe(seen.at(-1))
    expect(first).toBe(seen[0])
    expect(await isFullscreen()).toBe(true)
  })

  it('Close and Escape leave fullscreen first, the player stays; a second Close closes it', async () => {
    await bar().getByRole('button', { name: 'Close player' }).click()
    await bar().getByRole('button', { name: 'Expand player' }).waitFor()
    expect(await isFullscreen()).toBe(false)
    expect(await focusedLabel()).toBe('Expand player')
    expect(await bar().getByRole('button', { name: 'Pause', exact: true }).isVisible()).toBe(true)

    await bar().getByRole('button', { name: 'Expand player' }).click()
    await bar().getByRole('button', { name: 'Collapse player' }).waitFor()
    // Focus is on the collapse button: Escape there collapses too.
    await page.keyboard.press('Escape')
    await bar().getByRole('button', { name: 'Expand player' }).waitFor()
    expect(await focusedLabel()).toBe('Expand player')
    await bar().getByRole('button', { name: 'Expand player' }).click()
    await page.locator('body').click({ position: { x: 5, y: 400 } })
    await page.keyboard.press('Escape')
    await bar().getByRole('button', { name: 'Expand player' }).waitFor()
    expect(await bar().isVisible()).toBe(true)

    await bar().getByRole('button', { name: 'Close player' }).click()
    await bar().waitFor({ state: 'detached' })
  })

  it('episode rows add to and remove from the queue while another item plays (spec 01 §4 "Media set")', async () => {
    await playFromItemPage(page, app, BOOK_ONE)
    // Inside the app (the router follows popstate): a page load would end playback.
    await page.evaluate((path) => {
      history.pushState(null, '', path)
      dispatchEvent(new PopStateEvent('popstate'))
    }, `/item/${PODCAST_P}`)
    await page.getByRole('heading', { name: 'Podcast P' }).waitFor()
    expect(await bar().getByRole('button', { name: 'Pause', exact: true }).isVisible()).toBe(true)
    const add = page
      .getByRole('main')
      .getByRole('button', { name: /^Add to queue/ })
      .first()
    const episodeName = (await add.getAttribute('aria-label'))!.replace('Add to queue: ', '')
    await add.click()
    await bar().getByRole('button', { name: 'Queue (1)' }).waitFor()
    const remove = page.getByRole('main').getByRole('button', { name: `Remove from queue: ${episodeName}` })
    expect(await remove.getAttribute('aria-pressed')).toBe('true')
    await remove.click()
    await bar()
      .getByRole('button', { name: /^Queue/ })
      .waitFor({ state: 'detached' })
    await page
      .getByRole('main')
      .getByRole('button', { name: `Add to queue: ${episodeName}` })
      .waitFor()
  })

  it('at 360×740 a tap on the cover expands; the expanded view has no horizontal overflow', async () => {
    await page.setViewportSize({ width: 360, height: 740 })
    await bar().locator('.sk-player__cover').click()
    await bar().getByRole('button', { name: 'Collapse player' }).waitFor()
    const overflow = await bar().evaluate((section) => {
      const wide = [...section.querySelectorAll('*')]
        .filter((element) => {
          const rect = element.getBoundingClientRect()
          return rect.width > 0 && (rect.right > window.innerWidth + 0.5 || rect.left < -0.5)
        })
        .map((element) => element.className)
      return {
        section: section.scrollWidth - section.clientWidth,
        page: document.documentElement.scrollWidth - window.innerWidth,
        wide,
      }
    })
    expect(overflow).toEqual({ section: 0, page: 0, wide: [] })
    const box = (await bar().boundingBox())!
    expect(box).toMatchObject({ x: 0, y: 0, width: 360, height: 740 })
    expect(await bar().getByRole('button', { name: 'Pause', exact: true }).isVisible()).toBe(true)
    await bar().getByRole('button', { name: 'Collapse player' }).click()
    expect(await isFullscreen()).toBe(false)
  })

  it('on a phone held sideways (740×360) the bar leaves the page most of the height, and the expanded view puts the cover beside the controls', async () => {
    await page.setViewportSize({ width: 740, height: 360 })
    const collapsed = (await bar().boundingBox())!
    expect(collapsed.height).toBeLessThanOrEqual(110)
    expect(await bar().getByRole('button', { name: 'Pause', exact: true }).isVisible()).toBe(true)

    // Mobile by its height (spec 01 §4), so a tap on the cover expands it.
    await bar().locator('.sk-player__cover').click()
    await bar().getByRole('button', { name: 'Collapse player' }).waitFor()
    const boxes = await bar().evaluate((section) => {
      const rect = (selector: string) => section.querySelector(selector)!.getBoundingClientRect()
      const visible = (selector: string) => {
        const { top, bottom } = rect(selector)
        return top >= -0.5 && bottom <= window.innerHeight + 0.5
      }
      return {
        coverRight: rect('.sk-player__cover').right,
        timelineLeft: rect('.sk-player__timeline').left,
        allInView: [
          '.sk-player__cover',
          '.sk-player__title',
          '.sk-player__timeline',
          '.sk-player__play',
        ].every(visible),
      }
    })
    expect(boxes.coverRight).toBeLessThan(boxes.timelineLeft)
    expect(boxes.allInView).toBe(true)
    await bar().getByRole('button', { name: 'Collapse player' }).click()
    expect(await isFullscreen()).toBe(false)
  })
})
