import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { cspHashes } from './csp-hashes.ts'
import { preloadAppChunk } from './preload-app-chunk.ts'
import { prerenderSignInPage } from './prerender-sign-in.ts'

const demoServer = process.env.ABS_URL ?? 'http://127.0.0.1:13378'
const serverPaths = ['/api', '/auth', '/logout', '/init', '/status', '/public', '/hls', '/feed']

export default defineConfig({
  plugins: [react(), preloadAppChunk(), prerenderSignInPage(), cspHashes()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // Two files start the app: the small entry (src/main.ts: the stores, the router) asks for the first
        // page's data and code at once, and 'app' (src/start.tsx and what it imports: React DOM, the app, the
        // sign-in form), preloaded beside it by index.html, renders. The shell (MainLayout and everything it
        // imports) is one more file: every signed-in page needs it, so pages import shared code from it rather than
        // from a dozen small files queued on the browser's few connections. Modules only lazy pages use stay
        // with them.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false, priority: 3 },
            { name: 'app', test: /[\\/]src[\\/]start\.tsx$/, priority: 2 },
            { name: 'MainLayout', test: /[\\/]src[\\/]layout[\\/]MainLayout\.tsx$/, priority: 1 },
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
