import type { HtmlTagDescriptor, Plugin, Rollup } from 'vite'

/** Marks the preloads a signed-in visit needs, which the sign-in page (login.html) leaves out. */
export const SIGNED_IN_PRELOAD = 'data-signed-in'

/**
 * Lists in `index.html`, so the browser downloads and compiles them while the small entry runs and asks for the
 * first page's data, instead of finding them only when the entry imports them:
 * - the app's main chunk (`src/start.tsx`: React DOM and the app) and the chunks it imports, as module preloads;
 * - the chunks of `signedIn` (modules whose chunks a signed-in visit's first page needs: the shell, the bookshelf
 *   page and its cards) with the chunks they import and their stylesheets, marked `data-signed-in`: the sign-in page
 *   is written from `index.html` (prerender-sign-in.ts) without them.
 */
export function preloadAppChunk({ signedIn = [] }: { signedIn?: readonly string[] } = {}): Plugin {
  let base = '/'
  return {
    name: 'shelfkit:preload-app-chunk',
    apply: 'build',
    configResolved(config) {
      base = config.base
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle, chunk: entry }) {
        const start = chunkHolding(bundle, '/src/start.tsx')
        const listed = new Set([entry?.fileName, ...(entry?.imports ?? [])])
        const tags: HtmlTagDescriptor[] = []
        const preload = (file: string, attrs: Record<string, string | boolean>) => {
          if (listed.has(file)) return
          listed.add(file)
          tags.push({
            tag: 'link',
            attrs: { ...attrs, crossorigin: '', href: `${base}${file}` },
            injectTo: 'head',
          })
        }
        for (const file of [start.fileName, ...start.imports]) preload(file, { rel: 'modulepreload' })
        for (const chunk of signedIn.map((module) => chunkHolding(bundle, module))) {
          for (const file of [chunk.fileName, ...chunk.imports])
            preload(file, { rel: 'modulepreload', [SIGNED_IN_PRELOAD]: true })
          // The shell's dynamic import adds the same sheet as a stylesheet; fetched early, it comes from the cache.
          for (const file of chunk.viteMetadata?.importedCss ?? [])
            preload(file, { rel: 'preload', as: 'style', [SIGNED_IN_PRELOAD]: true })
        }
        return tags
      },
    },
  }
}

function chunkHolding(bundle: Rollup.OutputBundle | undefined, module: string): Rollup.OutputChunk {
  const found = Object.values(bundle ?? {}).find(
    (output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith(module)),
  )
  if (found?.type !== 'chunk') throw new Error(`the build has no chunk for ${module}`)
  return found
}
