import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

const read = (file: string) => readFileSync(join(import.meta.dirname, file), 'utf8')

/** The files of STYLESHEETS in its order, read from index.ts (the unit tests do not load CSS). */
function stylesheetFiles(): string[] {
  const source = read('index.ts')
  const fileOf = new Map(
    [...source.matchAll(/^import (\w+) from '\.\/([\w-]+\.css)\?inline'/gm)].map(([, name, file]) => [
      name,
      file,
    ]),
  )
  const list = source.match(/STYLESHEETS: readonly string\[\] = \[([^\]]*)\]/)?.[1] ?? ''
  return list
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
    .map((name) => fileOf.get(name) ?? `unknown ${name}`)
}

describe('all.css', () => {
  it('links every stylesheet of STYLESHEETS in the same cascade order', () => {
    const linked = [...read('all.css').matchAll(/@import ["']\.\/([\w-]+\.css)["'];/g)].map(
      ([, file]) => file,
    )
    expect(stylesheetFiles()).toHaveLength(12)
    expect(linked).toEqual(stylesheetFiles())
  })
})
