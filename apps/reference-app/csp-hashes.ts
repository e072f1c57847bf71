import { createHash } from 'node:crypto'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { CSP_HASHES_FILE, type CspHashes } from './server/csp.ts'

/** The text of every inline (no `src`) script of a page, exactly as the browser hashes it. */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    if (!/\ssrc\s*=/i.test(` ${match[1]}`)) scripts.push(match[2] ?? '')
  }
  return scripts
}

export const sha256Source = (text: string) =>
  `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`

/**
 * Writes `csp.json` next to the built pages: the hashes of their inline scripts (the sign-in page's early-submit
 * guard, and whatever another plugin puts inline), which the app server lists in `script-src`. Runs after every
 * other plugin has written its pages.
 */
export function cspHashes(): Plugin {
  let outDir = ''
  return {
    name: 'shelfkit:csp-hashes',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const pages = (await readdir(outDir)).filter((file) => file.endsWith('.html'))
        const scripts = new Set<string>()
        for (const page of pages) {
          for (const script of inlineScripts(await readFile(join(outDir, page), 'utf8')))
            scripts.add(sha256Source(script))
        }
        const hashes: CspHashes = { scripts: [...scripts].sort() }
        await writeFile(join(outDir, CSP_HASHES_FILE), `${JSON.stringify(hashes, null, 2)}\n`)
      },
    },
  }
}
