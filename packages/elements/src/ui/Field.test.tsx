import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser } from '../../../../test-support/browser'
import { Field } from './Field'

const css = (file: string) => readFileSync(join(import.meta.dirname, '../styles', file), 'utf8')

/** Two fields as a form shows them: one with a hint and a validation message, one with neither. */
const FORM = renderToStaticMarkup(
  <form>
    <Field label="Slug" hint="Lowercase letters, digits and hyphens" error="Slug is required">
      {(control) => <input {...control} className="sk-input" />}
    </Field>
    <Field label="Name">{(control) => <input {...control} className="sk-input" />}</Field>
  </form>,
)

interface AxNode {
  role?: { value: string }
  name?: { value: string }
  description?: { value: string }
  properties?: { name: string; value: { value: unknown } }[]
}

/** What Chromium hands assistive technology about the text box named `name`: its description and invalid state. */
async function announced(page: Page, name: string) {
  const cdp = await page.context().newCDPSession(page)
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] }
  const box = nodes.find((node) => node.role?.value === 'textbox' && node.name?.value === name)
  const invalid = box?.properties?.find((property) => property.name === 'invalid')?.value.value
  return { found: !!box, description: box?.description?.value ?? '', invalid: invalid ?? 'false' }
}

let browser: Browser
let page: Page

beforeAll(async () => {
  browser = await launchBrowser()
  page = await browser.newPage()
  await page.setContent(`<style>${css('base.css')}${css('ui.css')}</style><div class="sk-root">${FORM}</div>`)
})

afterAll(() => browser?.close())

describe('Field', () => {
  it('reads the hint and the validation message out with the control and marks it invalid', async () => {
    expect(await announced(page, 'Slug')).toEqual({
      found: true,
      description: 'Lowercase letters, digits and hyphens Slug is required',
      invalid: 'true',
    })
    expect(await announced(page, 'Name')).toEqual({ found: true, description: '', invalid: 'false' })
  })

  it('shows the hint, and the message in the danger colour under the control', async () => {
    const hint = page.getByText('Lowercase letters, digits and hyphens')
    const error = page.getByText('Slug is required')
    expect(await hint.isVisible()).toBe(true)
    expect(await error.isVisible()).toBe(true)
    const danger = await page.evaluate(() => {
      const probe = document.createElement('span')
      probe.style.color = 'var(--shelf-error)'
      document.querySelector('.sk-root')!.append(probe)
      return getComputedStyle(probe).color
    })
    expect(await error.evaluate((element) => getComputedStyle(element).color)).toBe(danger)
    const input = (await page.getByLabel('Slug').boundingBox())!
    expect((await error.boundingBox())!.y).toBeGreaterThan(input.y + input.height - 1)
  })
})
