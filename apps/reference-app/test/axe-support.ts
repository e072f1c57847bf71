import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource: string = createRequire(import.meta.url)('axe-core').source

/**
 * Serious and critical axe-core violations on the whole page (or inside the `include` selectors), one line each.
 * axe-core is evaluated by the browser's devtools, which the pages' Content Security Policy does not govern (a
 * script tag would be refused).
 */
export async function seriousViolations(page: Page, include?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  return page.evaluate(async (within) => {
    const axe = (window as unknown as { axe: { run(context: unknown): Promise<{ violations: unknown[] }> } })
      .axe
    const { violations } = await axe.run(
      within ? { include: within.map((selector) => [selector]) } : document,
    )
    return (violations as { id: string; impact: string; nodes: { target: string[] }[] }[])
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      )
  }, include)
}
