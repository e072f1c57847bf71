import type { Plugin } from 'vite'

/**
 * Lists the app's main chunk (`src/start.tsx`: React DOM and the app) and the chunks it imports as module preloads
 * in `index.html`, so the browser downloads and compiles them while the small entry runs and asks for the first
 * page's data, instead of finding them only when the entry imports them.
 */
export function preloadAppChunk(): Plugin {
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
        const start = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.moduleIds.some((id) => id.endsWith('/src/start.tsx')),
        )
        if (start?.type !== 'chunk') throw new Error('the build has no chunk for src/start.tsx')
        const preloaded = new Set([entry?.fileName, ...(entry?.imports ?? [])])
        return [start.fileName, ...start.imports]
          .filter((file) => !preloaded.has(file))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: '', href: `${base}${file}` },
            injectTo: 'head',
          }))
      },
    },
  }
}
