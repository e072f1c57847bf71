import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { build, type Rollup } from 'vite'

const styles = join(import.meta.dirname, '../src/styles')

/**
 * A page running `entry` (a .tsx file that renders into #app), built with Vite as the app builds its code, with
 * the elements' base and interface styles: for browser tests of components without the app or a server.
 */
export async function loadComponentPage(page: Page, entry: string): Promise<void> {
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  let result: Rollup.RollupOutput | Rollup.RollupOutput[]
  try {
    result = (await build({
      configFile: false,
      logLevel: 'error',
      mode: 'production',
      // Library builds leave process.env.NODE_ENV to the consumer: this page is the consumer.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        write: false,
        minify: false,
        lib: { entry, formats: ['iife'], name: 'componentPage', fileName: 'page' },
      },
    })) as Rollup.RollupOutput | Rollup.RollupOutput[]
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
  const [output] = Array.isArray(result) ? result : [result]
  const script = output!.output.find((chunk) => chunk.type === 'chunk')!.code
  const css = ['base.css', 'ui.css'].map((file) => readFileSync(join(styles, file), 'utf8')).join('\n')
  await page.setContent(`<!doctype html><style>${css}</style><div id="app"></div>`)
  await page.addScriptTag({ content: script })
}
