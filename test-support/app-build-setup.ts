import { resolve } from 'node:path'
import { build } from 'vite'

/** vitest globalSetup: builds the reference app once before its browser tests. */
export default async function setup() {
  const root = resolve(import.meta.dirname, '../apps/reference-app')
  await build({ root, logLevel: 'warn', configFile: resolve(root, 'vite.config.ts') })
}
