import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { VitePWA } from 'vite-plugin-pwa'
import { cspHashes } from './csp-hashes.ts'
import { preloadAppChunk } from './preload-app-chunk.ts'
import { prerenderSignInPage } from './prerender-sign-in.ts'

const demoServer = process.env.ABS_URL ?? 'http://127.0.0.1:13378'
const serverPaths = ['/api', '/auth', '/logout', '/init', '/status', '/public', '/hls', '/feed']

/**
 * Installable app: the manifest, icons drawn from public/favicon.svg at build time (pwa-assets.config.ts), and a
 * Workbox service worker (generated, no hand-written caching) that keeps the shell: the pages, styles and code of
 * the build, so the app opens with no connection once visited. The large e-book reader libraries are cached when
 * first used instead of on install. Navigations fall back to index.html except the server's own paths and the
 * prerendered sign-in page (useless without the server). The app registers it itself (src/service-worker.ts), so no
 * inline script is needed.
 */
const pwa = VitePWA({
  injectRegister: false,
  registerType: 'autoUpdate',
  pwaAssets: { config: true, overrideManifestIcons: true },
  includeAssets: ['favicon.svg', 'favicon.ico', 'apple-touch-icon-180x180.png'],
  manifest: {
    name: 'Shelfkit',
    short_name: 'Shelfkit',
    description: 'Listen to your audiobookshelf library, also with no connection.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: '#232323',
    theme_color: '#232323',
  },
  workbox: {
    // The manifest and its icons are added by the plugin itself (listing them here too makes Workbox refuse both).
    globPatterns: ['**/*.{js,mjs,css,html,woff2}'],
    globIgnores: ['login.html', '**/pdf*', '**/epub*', '**/hls*', '**/*Reader*', '**/*View-*'],
    navigateFallback: 'index.html',
    navigateFallbackDenylist: [/^\/login/, ...serverPaths.map((path) => new RegExp(`^${path}(/|$)`))],
    cleanupOutdatedCaches: true,
    clientsClaim: true,
    skipWaiting: true,
    runtimeCaching: [
      {
        urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
        handler: 'CacheFirst',
        options: { cacheName: 'shelfkit-lazy-code', expiration: { maxEntries: 60 } },
      },
    ],
  },
})

export default defineConfig({
  plugins: [
    react(),
    preloadAppChunk({ signedIn: ['/src/layout/MainLayout.tsx', '/src/pages/Bookshelf.tsx'] }),
    prerenderSignInPage(),
    pwa,
    cspHashes(),
  ],
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // Two files start the app: the small entry (src/main.ts: the stores, the router) asks for the first
        // page's data and code at once, and 'app' (src/start.tsx and what it imports: React DOM, the app, the
        // sign-in form), preloaded beside it by index.html, renders. The shell (MainLayout and everything it
        // imports, and the date formats that the player's, the item's and the config pages' chunks share) is one
        // more file: every signed-in page needs it, so pages import shared code from it rather than from a dozen
        // small files queued on the browser's few connections. The bookshelf page and everything it needs beyond
        // the shell (cards, the virtual grid, the home shelves' store) are one file too: the page most visits start
        // on, whose cards the library home, series, author and item pages reuse. Modules only other lazy pages use
        // stay with them.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false, priority: 3 },
            { name: 'app', test: /[\\/]src[\\/]start\.tsx$/, priority: 2 },
            {
              name: 'MainLayout',
              test: /[\\/]src[\\/]layout[\\/]MainLayout\.tsx$|[\\/]stores[\\/]src[\\/]date-format\.ts$/,
              priority: 1,
            },
            { name: 'Bookshelf', test: /[\\/]src[\\/]pages[\\/]Bookshelf\.tsx$/, priority: 0 },
          ],
        },
      },
    },
  },
  server: {
    // Development only: the same same-origin forwarding the production server does (server/proxy.ts).
    proxy: Object.fromEntries([
      ...serverPaths.map((path) => [path, { target: demoServer, changeOrigin: true }]),
      ['/socket.io', { target: demoServer, ws: true, changeOrigin: true }],
    ]),
  },
})
