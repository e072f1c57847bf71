// Runs the benchmarks in bench/ one after another, each in its own Node process with tsx:
//
//   npx --yes pnpm@10.34.9 bench                    every bench/*.mjs and bench/*.ts
//   npx --yes pnpm@10.34.9 bench bookshelf          only those whose file name contains "bookshelf"
//   npx --yes pnpm@10.34.9 bench -- --no-build      flags (starting with --) are passed on to every benchmark
//
// Benchmarks print figures next to their targets; they are not tests and fail only when they cannot run.
import { spawnSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join, resolve } from 'node:path'

const benchDir = resolve(import.meta.dirname, '../bench')
const args = process.argv.slice(2)
const flags = args.filter((arg) => arg.startsWith('--'))
const names = args.filter((arg) => !arg.startsWith('--'))

const files = readdirSync(benchDir)
  .filter((file) => /\.(mjs|ts)$/.test(file) && !file.endsWith('.d.ts'))
  .filter((file) => !names.length || names.some((name) => file.includes(name)))
  .sort()

if (!files.length) {
  console.error(`No benchmark in bench/ matches ${names.join(', ')}`)
  process.exit(1)
}

const failed = []
for (const file of files) {
  console.log(`\n=== bench/${file}`)
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(benchDir, file), ...flags], {
    stdio: 'inherit',
  })
  if (result.status !== 0) failed.push(file)
}
if (failed.length) {
  console.error(`\nFailed to run: ${failed.join(', ')}`)
  process.exit(1)
}
