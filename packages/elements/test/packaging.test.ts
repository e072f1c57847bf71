import { execFileSync } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const repoRoot = resolve(import.meta.dirname, '../../..')
const PACKAGES = ['client', 'stores', 'elements'] as const
const pnpm = process.env.npm_execpath?.includes('pnpm')
  ? [process.execPath, process.env.npm_execpath]
  : ['npx', '--yes', 'pnpm@10.34.9']

let work = ''
let consumer = ''

function run(command: string[], cwd: string): string {
  return execFileSync(command[0]!, command.slice(1), {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  })
}

/** Runs an ES module in the consumer folder and returns what it prints. */
function runInConsumer(source: string): string {
  const file = join(consumer, `check-${Math.random().toString(36).slice(2)}.mjs`)
  writeFileSync(file, source)
  return run([process.execPath, file], consumer).trim()
}

// The published packages as a user gets them: built, packed (publishConfig applied, workspace ranges replaced),
// installed with npm into an empty project.
beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'shelfkit-pack-'))
  consumer = join(work, 'consumer')
  for (const name of PACKAGES) {
    const dir = join(repoRoot, 'packages', name)
    run([...pnpm, 'run', 'build'], dir)
    run([...pnpm, 'pack', '--pack-destination', work], dir)
  }
  const tarballs = readdirSync(work).filter((file) => file.endsWith('.tgz'))
  expect(tarballs).toHaveLength(PACKAGES.length)
  execFileSync('mkdir', ['-p', consumer])
  writeFileSync(
    join(consumer, 'package.json'),
    JSON.stringify({ name: 'consumer', private: true, type: 'module' }),
  )
  run(
    [
      'npm',
      'install',
      '--no-audit',
      '--no-fund',
      '--prefer-offline',
      ...tarballs.map((file) => join(work, file)),
    ],
    consumer,
  )
}, 600_000)

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('npm packages installed into an empty project', () => {
  it('import from their built files with the API the README shows', () => {
    const output = runInConsumer(`
      import { createAbsClient, parseServerUrl } from '@shelfkit/client'
      import { configureServer, $serverUrl, playItem } from '@shelfkit/stores'
      import { STYLESHEETS, Button } from '@shelfkit/elements'
      configureServer('https://abs.example.com/audiobookshelf/')
      const client = createAbsClient({ serverUrl: 'https://abs.example.com' })
      console.log(JSON.stringify({
        client: typeof client.libraries.list,
        base: parseServerUrl('abs.example.com').baseUrl,
        server: $serverUrl.get(),
        play: typeof playItem,
        styles: STYLESHEETS.length > 0 && STYLESHEETS.every((css) => css.length > 0),
        button: typeof Button,
        clientFile: import.meta.resolve('@shelfkit/client'),
      }))
    `)
    const result = JSON.parse(output)
    expect(result).toMatchObject({
      client: 'function',
      base: 'https://abs.example.com',
      server: 'https://abs.example.com/audiobookshelf',
      play: 'function',
      styles: true,
      button: 'function',
    })
    expect(result.clientFile).toMatch(/node_modules\/@shelfkit\/client\/dist\/index\.js$/)
  })

  it('map every element entry, the self-contained module and the manifests in the exports', () => {
    const output = runInConsumer(`
      const names = ['elements', 'shelf-player', 'shelf-mini-player', 'shelf-bookshelf', 'shelf-search', 'shelf-item',
        'shelf-login', 'shelf-server', 'shelf-share-player', 'shelf-reader', 'shelf-elements.js', 'custom-elements.json',
        'vscode.html-data.json', 'styles.css']
      console.log(JSON.stringify(names.map((name) => import.meta.resolve('@shelfkit/elements/' + name))))
    `)
    for (const url of JSON.parse(output) as string[]) expect(existsSync(new URL(url))).toBe(true)
  })

  it('ship the linkable stylesheet with every file it imports', () => {
    const styles = join(consumer, 'node_modules/@shelfkit/elements/dist/styles')
    const imports = [
      ...readFileSync(join(styles, 'all.css'), 'utf8').matchAll(/@import ["']\.\/([\w-]+\.css)["']/g),
    ]
    expect(imports.length).toBeGreaterThan(10)
    for (const [, file] of imports) expect(readFileSync(join(styles, file!), 'utf8')).toMatch(/\{/)
  })

  it('ship types, the custom-elements manifest and VS Code data naming every element', () => {
    const root = join(consumer, 'node_modules/@shelfkit')
    for (const name of PACKAGES) expect(existsSync(join(root, name, 'dist/index.d.ts'))).toBe(true)
    expect(existsSync(join(root, 'elements/dist/elements/shelf-player.d.ts'))).toBe(true)
    const manifestPackage = JSON.parse(readFileSync(join(root, 'elements/package.json'), 'utf8'))
    const manifest = JSON.parse(readFileSync(join(root, 'elements', manifestPackage.customElements), 'utf8'))
    const tags = manifest.modules.flatMap(
      (module: { declarations: { tagName?: string; customElement?: boolean }[] }) =>
        module.declarations
          .filter((declaration) => declaration.customElement)
          .map((declaration) => declaration.tagName),
    )
    expect(tags.sort()).toEqual([
      'shelf-bookshelf',
      'shelf-item',
      'shelf-login',
      'shelf-mini-player',
      'shelf-player',
      'shelf-reader',
      'shelf-search',
      'shelf-server',
      'shelf-share-player',
    ])
    const vscode = JSON.parse(readFileSync(join(root, 'elements/dist/vscode.html-data.json'), 'utf8'))
    const player = vscode.tags.find((tag: { name: string }) => tag.name === 'shelf-player')
    expect(player.attributes.map((attribute: { name: string }) => attribute.name)).toContain('inline')
    const reader = vscode.tags.find((tag: { name: string }) => tag.name === 'shelf-reader')
    expect(reader.attributes.map((attribute: { name: string }) => attribute.name)).toEqual(
      expect.arrayContaining(['item-id', 'file-id', 'no-progress', 'inline']),
    )
    const readerModule = manifest.modules.find((module: { path: string }) =>
      module.path.endsWith('shelf-reader.js'),
    )
    const readerEvents = readerModule.declarations[0].events.map((event: { name: string }) => event.name)
    expect(readerEvents.sort()).toEqual(['shelf-reader-close', 'shelf-reader-progress'])
    // Published manifests point to the installed files, and no dependency is a workspace link.
    expect(
      manifest.modules.every((module: { path: string }) => existsSync(join(root, 'elements', module.path))),
    ).toBe(true)
    expect(JSON.stringify(manifestPackage.dependencies)).not.toContain('workspace:')
  })
})
