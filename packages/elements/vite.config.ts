import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import react from '@vitejs/plugin-react'
import { defineConfig, type Plugin, type UserConfig } from 'vite'
import manifest from './package.json' with { type: 'json' }

const root = import.meta.dirname

/** One entry per `src/elements/shelf-*.ts(x)`: importing it defines that element. */
export const ELEMENT_ENTRIES: Record<string, string> = Object.fromEntries(
  readdirSync(resolve(root, 'src/elements'))
    .filter((file) => /^shelf-[a-z-]+\.tsx?$/.test(file) && !file.includes('.test.'))
    .map((file) => [file.replace(/\.tsx?$/, ''), resolve(root, 'src/elements', file)]),
)

const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
const isDependency = (id: string) => dependencies.some((name) => id === name || id.startsWith(`${name}/`))

/**
 * The npm build (`vite build`): the React components (`.`), every element entry and `elements` (all of them),
 * with the dependencies left to the consumer's bundler so one React and one copy of the stores serve the page.
 */
function libraryBuild(): UserConfig {
  return {
    plugins: [react()],
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: true,
      lib: {
        entry: {
          index: resolve(root, 'src/index.ts'),
          'elements/index': resolve(root, 'src/elements/index.ts'),
          ...Object.fromEntries(
            Object.entries(ELEMENT_ENTRIES).map(([name, file]) => [`elements/${name}`, file]),
          ),
        },
        formats: ['es'],
      },
      rollupOptions: {
        external: isDependency,
        output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
      },
    },
  }
}

/**
 * Vite wraps every dynamic import in a helper that preloads the chunk's CSS and module dependencies. These
 * bundles have no CSS files and no module preloading, so the helper only adds weight: it just runs the import.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js'
const plainDynamicImports: Plugin = {
  name: 'shelfkit:plain-dynamic-imports',
  enforce: 'pre',
  resolveId: (id) => (id === PRELOAD_HELPER ? id : undefined),
  load: (id) => (id === PRELOAD_HELPER ? 'export const __vitePreload = (load) => load()' : undefined),
}

/**
 * A self-contained module for `<script type="module">` without a bundler: React, lit and the stores inlined,
 * minified, production React. `SHELF_ENTRY` picks the entry (default: every element) and `SHELF_OUT_DIR` the
 * folder; the benchmark and the two-bundle tests build single elements this way. Build with NODE_ENV=production.
 */
function standaloneBuild(): UserConfig {
  const entry = process.env.SHELF_ENTRY ?? 'shelf-elements'
  const input = entry === 'shelf-elements' ? resolve(root, 'src/elements/index.ts') : ELEMENT_ENTRIES[entry]
  if (!input) throw new Error(`No element entry named ${entry}`)
  const external = process.env.SHELF_EXTERNAL?.split(',').filter(Boolean) ?? []
  return {
    plugins: [plainDynamicImports, react()],
    // Lazy chunks load relative to the module wherever a page serves it from.
    base: './',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      modulePreload: false,
      outDir: process.env.SHELF_OUT_DIR ?? 'dist/standalone',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: false,
      copyPublicDir: false,
      rollupOptions: {
        input: { [entry]: input },
        // SHELF_EXTERNAL=a,b leaves those packages out (the benchmark's "own code" figure).
        external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)),
        // Modules the entry shares with its lazy chunks stay in the entry ('strict' would move them into extra
        // files that the page must load before the element runs).
        preserveEntrySignatures: 'allow-extension',
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          // Everything the entry imports statically goes in one file with it (Rolldown otherwise cuts the modules
          // it shares with lazy chunks into a dozen small files that the page must fetch before the element runs).
          // Dependencies of those modules are not pulled in with them: that would make the socket and other
          // lazy-only code eager through the stores' index.
          codeSplitting: {
            groups: [{ name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false }],
          },
        },
      },
    },
  }
}

export default defineConfig(({ mode }) => (mode === 'standalone' ? standaloneBuild() : libraryBuild()))
