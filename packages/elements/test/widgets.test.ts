import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../test-support/browser'
import { COPY_CONFIRMATION_MS } from '../src/ui/CopyField'
import { DROPDOWN_MENU_MAX_HEIGHT_PX } from '../src/ui/Dropdown'
import { MENU_WIDTH_PX, SUBMENU_WIDTH_PX } from '../src/ui/Menu'
import { TOOLTIP_HIDE_DELAY_MS } from '../src/ui/Tooltip'
import { loadComponentPage } from './widget-page'

interface Reported {
  answers: [boolean, boolean][]
  title: string
  trimmedPlain: string
  date: string
  user: string
  chosen: string[]
}

let browser: Browser
let page: Page
const reported = () => page.evaluate(() => (window as unknown as { reported: Reported }).reported)

beforeAll(async () => {
  browser = await launchBrowser()
  page = await browser.newPage()
  // Fake timers: the page's clock only moves when the test says.
  await page.clock.install({ time: 0 })
  await loadComponentPage(page, join(import.meta.dirname, 'widgets-fixture.tsx'))
  await page.clock.pauseAt(60_000)
})

afterAll(() => browser?.close())

describe('shared widgets (spec 02 §2 "Other shared widgets")', () => {
  it('an icon button shows its tooltip on hover and hides it 100 ms after the pointer leaves', async () => {
    const tip = page.locator('.sk-tooltip')
    await page.getByRole('button', { name: 'Edit details' }).hover()
    await tip.waitFor()
    expect(await tip.textContent()).toBe('Edit details')
    await page.mouse.move(600, 600)
    await page.clock.runFor(TOOLTIP_HIDE_DELAY_MS - 1)
    expect(await tip.isVisible()).toBe(true)
    await page.clock.runFor(2)
    await expect.poll(() => tip.count()).toBe(0)
    expect(TOOLTIP_HIDE_DELAY_MS).toBe(100)
  })

  it('the copy confirmation lasts 2 seconds', async () => {
    await page.getByRole('button', { name: 'Copy Feed URL' }).click()
    const copied = page.getByRole('button', { name: 'Copied' })
    await copied.waitFor()
    expect(await page.getByRole('status').filter({ hasText: 'Copied to clipboard' }).count()).toBe(1)
    await page.clock.runFor(COPY_CONFIRMATION_MS - 1)
    expect(await copied.count()).toBe(1)
    await page.clock.runFor(2)
    await page.getByRole('button', { name: 'Copy Feed URL' }).waitFor()
    expect(COPY_CONFIRMATION_MS).toBe(2000)
  })

  it('a text input that trims on blur drops the spaces around its text when left; others keep them', async () => {
    const title = page.getByLabel('Title')
    await title.fill('  Dune Messiah  ')
    await page.getByLabel('Plain').fill('  as typed ')
    await expect.poll(async () => (await reported()).title).toBe('Dune Messiah')
    expect(await title.inputValue()).toBe('Dune Messiah')
    await page.keyboard.press('Tab')
    expect((await reported()).trimmedPlain).toBe('  as typed ')
  })

  it('a datetime-local input shows the error border and message for an incomplete date', async () => {
    const input = page.getByLabel('Published')
    await input.click()
    await page.keyboard.type('12')
    const message = page.getByText('Date and time is invalid or incomplete')
    await message.waitFor()
    expect(await input.getAttribute('aria-invalid')).toBe('true')
    const border = await input.evaluate((element) => getComputedStyle(element).borderTopColor)
    const danger = await page.evaluate(() => {
      const probe = document.createElement('span')
      probe.style.color = 'var(--shelf-error)'
      document.querySelector('.sk-root')!.append(probe)
      return getComputedStyle(probe).color
    })
    expect(border).toBe(danger)
    await input.fill('2024-05-01T10:30')
    await expect.poll(() => message.count()).toBe(0)
    expect(await input.getAttribute('aria-invalid')).toBeNull()
    expect((await reported()).date).toBe('2024-05-01T10:30')
  })

  it('the confirm prompt: "ok" shows only OK; a persistent one ignores a click outside; others close on it', async () => {
    await page.getByRole('button', { name: 'Ask ok' }).click()
    let dialog = page.getByRole('dialog')
    expect(await dialog.getByText('Saved ok').count()).toBe(1)
    expect(
      await dialog.locator('.sk-modal__footer button, .sk-confirm button').allInnerTexts(),
    ).not.toContain('Cancel')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await expect.poll(() => dialog.count()).toBe(0)

    await page.getByRole('button', { name: 'Ask persistent' }).click()
    dialog = page.getByRole('dialog')
    await dialog.getByRole('button', { name: 'Yes' }).waitFor()
    await page.mouse.click(5, 5)
    expect(await dialog.count()).toBe(1)
    await dialog.getByRole('button', { name: 'Cancel' }).click()
    await expect.poll(() => dialog.count()).toBe(0)

    await page.getByRole('button', { name: 'Ask plain' }).click()
    expect(await page.getByRole('dialog').getByRole('checkbox', { name: 'Also this' }).isChecked()).toBe(true)
    await page.mouse.click(5, 5)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    expect((await reported()).answers).toEqual([
      [true, false],
      [false, false],
      [false, true],
    ])
  })

  it('the dropdown shows text and subtext, scrolls a menu of at most 224 px, and works from the keyboard', async () => {
    const button = page.getByRole('button', { name: 'Owner user1: root' })
    await button.focus()
    await page.keyboard.press('ArrowDown')
    const list = page.getByRole('listbox', { name: 'Owner' })
    const box = (await list.boundingBox())!
    expect(Math.round(box.height)).toBeLessThanOrEqual(DROPDOWN_MENU_MAX_HEIGHT_PX)
    expect(await list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true)
    expect(await list.getByRole('option', { selected: true }).innerText()).toBe('user1: root')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await expect.poll(async () => (await reported()).user).toBe('u3')
    expect(await list.count()).toBe(0)
    expect(
      await page
        .getByRole('button', { name: 'Owner user3: user' })
        .evaluate((b) => b === document.activeElement),
    ).toBe(true)
    await page.keyboard.press('End')
    await page.keyboard.press('ArrowUp')
    await list.waitFor()
    await page.keyboard.press('Escape')
    await expect.poll(() => list.count()).toBe(0)
    expect((await reported()).user).toBe('u3')
    expect(DROPDOWN_MENU_MAX_HEIGHT_PX).toBe(224)
  })

  it('menus are 192 px wide; a submenu of 144 px opens beside them (on the left without room) and from the keyboard', async () => {
    await page.getByRole('button', { name: 'More left' }).click()
    const menu = page.getByRole('menu', { name: 'More left' })
    const parent = menu.getByRole('menuitem', { name: 'Send to device' })
    expect(Math.round((await page.locator('.sk-menu__popup').boundingBox())!.width)).toBe(MENU_WIDTH_PX)
    await parent.hover()
    const submenu = page.getByRole('menu', { name: 'Send to device' })
    const subBox = (await submenu.boundingBox())!
    const menuBox = (await page.locator('.sk-menu__popup').boundingBox())!
    expect(Math.round(subBox.width)).toBe(SUBMENU_WIDTH_PX)
    expect(subBox.x).toBeGreaterThan(menuBox.x + menuBox.width - 4)
    expect(await parent.getAttribute('aria-expanded')).toBe('true')
    await submenu.getByRole('menuitem', { name: 'Boox' }).click()
    await expect.poll(() => menu.count()).toBe(0)

    await page.getByRole('button', { name: 'More right' }).focus()
    await page.keyboard.press('Enter')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('ArrowRight')
    const rightSub = page.getByRole('menu', { name: 'Send to device' })
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim()))
      .toBe('Kindle')
    const rightMenu = (await page.locator('.sk-menu__popup').boundingBox())!
    expect((await rightSub.boundingBox())!.x + SUBMENU_WIDTH_PX).toBeLessThanOrEqual(rightMenu.x + 4)
    await page.keyboard.press('ArrowLeft')
    await expect.poll(() => rightSub.count()).toBe(0)
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).innerText.trim())).toBe(
      'Send to device',
    )
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    expect((await reported()).chosen).toEqual(['left:Boox', 'right:Boox'])
    expect([MENU_WIDTH_PX, SUBMENU_WIDTH_PX]).toEqual([192, 144])
  })
})
