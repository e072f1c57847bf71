import { mkdtempSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { sampleIds } from '../../../test-support/sample-ids'
import { apiAs } from '../../../test-support/signed-in'
import { appPagesForThisFile } from './app-pages'
import { seriousViolations } from './axe-support'

/** The sample book library of the demo server (../shared/abs-api-samples/README.md). */
const BOOKS = sampleIds.bookLibrary
const POLL = { timeout: 15_000 }

const pages = appPagesForThisFile()

/** A tab whose browser has `lang` stored as the user's choice, or nothing stored. */
const withStoredLanguage = (code: string | null) => (page: Page) =>
  page.addInitScript((stored) => {
    if (stored && localStorage.getItem('lang') === null) localStorage.setItem('lang', stored)
  }, code)

const htmlLanguage = (page: Page) =>
  page.evaluate(() => [document.documentElement.lang, document.documentElement.dir])

const heading = (page: Page) => page.locator('h1').first().textContent()

/**
 * What a reader of a right-to-left page would see broken: in each group of siblings, two boxes that overlap, and
 * any box or text cut off (outside the window, or text wider than its box).
 */
async function layoutProblems(page: Page, groups: string[], texts: string): Promise<string[]> {
  return page.evaluate(
    ([selectors, textSelector]) => {
      const problems: string[] = []
      const width = window.innerWidth
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
      }
      const name = (element: Element) =>
        `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${element.textContent?.trim().slice(0, 20)}"`
      for (const selector of selectors) {
        const boxes = [...document.querySelectorAll(selector)]
          .filter(visible)
          .map((element) => ({ element, box: element.getBoundingClientRect() }))
        if (!boxes.length) problems.push(`nothing matches ${selector}`)
        for (const [index, { element, box }] of boxes.entries()) {
          if (box.left < -1 || box.right > width + 1) problems.push(`cut off: ${name(element)}`)
          for (const other of boxes.slice(index + 1)) {
            const x = Math.min(box.right, other.box.right) - Math.max(box.left, other.box.left)
            const y = Math.min(box.bottom, other.box.bottom) - Math.max(box.top, other.box.top)
            if (x > 1 && y > 1) problems.push(`overlap: ${name(element)} and ${name(other.element)}`)
          }
        }
      }
      for (const element of document.querySelectorAll(textSelector)) {
        if (visible(element) && element.scrollWidth > element.clientWidth + 1)
          problems.push(`text cut: ${name(element)}`)
      }
      return problems
    },
    [groups, texts] as const,
  )
}

describe('interface languages (issue 19)', () => {
  it('the sign-in page offers the languages: de, ja and ar apply at once, persist, and ar reads right to left', async () => {
    const page = await pages.signedOut()
    await page.goto(`${pages.app.url}/login`)
    await page.evaluate(() => {
      ;(window as unknown as { notReloaded: boolean }).notReloaded = true
    })
    const choose = (code: string) => page.getByLabel(/^(Language|Sprache|言語|اللغة)$/).selectOption(code)
    await choose('de')
    await expect.poll(() => heading(page), POLL).toBe('Anmelden')
    await page.getByLabel('Benutzername').waitFor()
    expect(await htmlLanguage(page)).toEqual(['de', 'ltr'])
    await choose('ja')
    await expect.poll(() => heading(page), POLL).toBe('サインイン')
    await page.getByLabel('ユーザー名').waitFor()
    await choose('ar')
    await expect.poll(() => heading(page), POLL).toBe('تسجيل الدخول')
    expect(await htmlLanguage(page)).toEqual(['ar', 'rtl'])
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)

    // A wrong password answers in the language too.
    await page.getByLabel('اسم المستخدم').fill('root')
    await page.getByLabel('كلمة المرور').fill('wrong')
    await page.getByRole('button', { name: 'إرسال' }).click()
    await expect
      .poll(() => page.getByRole('alert').first().textContent(), POLL)
      .toContain('اسم المستخدم أو كلمة المرور غير صحيحة')
    expect(await seriousViolations(page)).toEqual([])

    await page.reload()
    await expect.poll(() => heading(page), POLL).toBe('تسجيل الدخول')
    expect(await htmlLanguage(page)).toEqual(['ar', 'rtl'])
  })

  it('an unknown stored language falls back to en-us with a console warning; the server’s language applies only without a choice', async () => {
    const root = await apiAs(pages.app, 'root')
    const stored = await pages.signedOut()
    const warnings: string[] = []
    stored.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    await withStoredLanguage('klingon')(stored)
    await stored.goto(`${pages.app.url}/login`)
    await expect.poll(() => heading(stored), POLL).toBe('Sign in')
    expect(warnings.some((text) => text.includes('klingon'))).toBe(true)
    expect(await stored.evaluate(() => localStorage.getItem('lang'))).toBe('en-us')

    await root('PATCH', '/api/settings', { language: 'ja' })
    try {
      const noChoice = await pages.signedOut()
      await noChoice.goto(`${pages.app.url}/login`)
      await expect.poll(() => heading(noChoice), POLL).toBe('サインイン')
      expect(await htmlLanguage(noChoice)).toEqual(['ja', 'ltr'])
      const ownChoice = await pages.signedOut()
      await withStoredLanguage('de')(ownChoice)
      await ownChoice.goto(`${pages.app.url}/login`)
      await expect.poll(() => heading(ownChoice), POLL).toBe('Anmelden')
    } finally {
      await root('PATCH', '/api/settings', { language: 'en-us' })
    }
  })

  it('the bookshelf in de, then ja and ar chosen on the account page without a reload: mirrored in ar, nothing overlaps or is cut, axe clean', async () => {
    const page = await pages.open(`/library/${BOOKS}/bookshelf`, 'root', withStoredLanguage('de'))
    const rail = page.locator('nav.sk-siderail')
    await expect.poll(() => rail.getByRole('link', { name: 'Bibliothek' }).count(), POLL).toBe(1)
    expect(await page.getByRole('search').getByRole('searchbox').getAttribute('placeholder')).toBe('Suchen …')
    await page.getByRole('button', { name: 'Konto: root' }).waitFor()

    await page.getByRole('button', { name: 'Konto: root' }).click()
    await page.getByRole('menuitem', { name: 'Konto' }).click()
    await expect.poll(() => heading(page), POLL).toBe('Konto')
    // A toast in the language: the password form refuses a confirmation that differs.
    const passwords = page.locator('input[type="password"]')
    await passwords.nth(0).fill('a')
    await passwords.nth(1).fill('b')
    await passwords.nth(2).fill('c')
    await page.getByRole('button', { name: 'Absenden' }).click()
    await page.getByText('Die Passwörter stimmen nicht überein').waitFor(POLL)
    await page.evaluate(() => {
      ;(window as unknown as { notReloaded: boolean }).notReloaded = true
    })

    await page.getByLabel('Sprache').selectOption('ja')
    await expect.poll(() => heading(page), POLL).toBe('アカウント')
    await page.getByLabel('言語').selectOption('ar')
    await expect.poll(() => heading(page), POLL).toBe('الحساب')
    expect(await htmlLanguage(page)).toEqual(['ar', 'rtl'])

    await rail.getByRole('link', { name: 'المكتبة' }).click()
    await page.locator('.sk-grid__cell').nth(4).waitFor(POLL)
    expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
    // Mirrored: the side rail is on the right, the grid's first card at the right of its row.
    const width = page.viewportSize()!.width
    const railBox = (await rail.boundingBox())!
    expect(railBox.x + railBox.width).toBeGreaterThan(width - 2)
    const [first, second] = await Promise.all(
      [0, 1].map(async (index) => (await page.locator('.sk-grid__cell').nth(index).boundingBox())!),
    )
    expect(first!.x).toBeGreaterThan(second!.x)

    const screenshot = join(mkdtempSync(join(tmpdir(), 'shelfkit-ar-')), 'bookshelf-ar.png')
    await page.screenshot({ path: screenshot })
    expect(statSync(screenshot).size).toBeGreaterThan(10_000)
    expect(
      await layoutProblems(
        page,
        ['.sk-appbar__bar > *', '.sk-siderail__links > li', '.sk-shelf-toolbar > *', '.sk-grid > li'],
        '.sk-siderail__label, .sk-appbar__bar a, .sk-appbar__bar button',
      ),
    ).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
  })
})
