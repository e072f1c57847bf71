import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { build } from 'vite'

const appDir = resolve(import.meta.dirname, '..')
const elementsDir = resolve(appDir, '../../packages/elements')

/** Where the built scripts land: served next to the pages. */
export const DIST_DIR = resolve(appDir, 'dist')

/**
 * Builds what the pages load: the self-contained `shelf-elements.js` (exactly what an integrator copies from the
 * npm package) and the integrator page's script, which imports @shelfkit/client and @shelfkit/stores by name.
 */
export async function buildDemoPages(): Promise<void> {
  mkdirSync(DIST_DIR, { recursive: true })
  // Production React and lit whatever started us (a test runner sets NODE_ENV=test, which Vite would follow).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  process.env.SHELF_OUT_DIR = DIST_DIR
  try {
    await build({
      root: elementsDir,
      configFile: resolve(elementsDir, 'vite.config.ts'),
      mode: 'standalone',
      logLevel: 'error',
    })
    await buildIntegratorScript()
  } finally {
    delete process.env.SHELF_OUT_DIR
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

function buildIntegratorScript() {
  return build({
    root: appDir,
    configFile: false,
    logLevel: 'error',
    base: './',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: DIST_DIR,
      emptyOutDir: false,
      target: 'es2022',
      modulePreload: false,
      rollupOptions: {
        input: { integrator: resolve(appDir, 'src/integrator.js') },
        preserveEntrySignatures: 'strict',
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  })
}
