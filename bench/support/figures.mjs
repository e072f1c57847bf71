import { execFileSync } from 'node:child_process'
import { resolve } from 'node:path'

const ROOT = resolve(import.meta.dirname, '../..')

/** The middle value (mean of the two middle ones for an even count). */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** A production build of the reference app into `outDir`, so other builds of the tree cannot change what is measured. */
export function buildReferenceApp(outDir) {
  execFileSync(
    'npx',
    ['--yes', 'pnpm@10.34.9', 'exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'],
    {
      cwd: resolve(ROOT, 'apps/reference-app'),
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: 'ignore',
    },
  )
}
