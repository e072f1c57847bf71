import { resolve } from 'node:path'
import { build } from 'vite'

/** vitest globalSetup: builds the reference app once before its browser tests. */
export default async function setup() {
  const root = resolve(import.meta.dirname, '..')
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build (several times slower, twice
  // the size): the tests must drive what users get.
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({ root, logLevel: 'warn', configFile: resolve(root, 'vite.config.ts') })
  } finally {
    process.env.NODE_ENV = nodeEnv
  }
}
