import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { prerenderSignInPage } from './prerender-sign-in.ts'

const demoServer = process.env.ABS_URL ?? 'http://127.0.0.1:13378'
const SIGNED_IN_MODULES =
  /packages[\\/](stores|client)[\\/]src[\\/]|packages[\\/]elements[\\/]src[\\/](ui|cards|shell|bookshelf|batch|collection|playlist|item[\\/]edit|media-progress)/
const serverPaths = ['/api', '/auth', '/logout', '/init', '/status', '/public', '/hls', '/feed']

export default defineConfig({
  plugins: [react(), prerenderSignInPage()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
    rollupOptions: {
      output: {
        // What the first page needs before it runs (React, the stores, the sign-in form) is one file, not a
        // dozen small ones each waiting for a connection; the dependencies of those modules are not pulled in,
        // so code only the lazy pages use stays with them.
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false },
            // Every signed-in page waits for the shell: the stores and components the shell and the pages share come in
            // one file with it instead of a dozen small ones queued on the browser's few connections. Modules
            // loaded on demand (cast, audio outputs, the socket) keep their own files.
            {
              name: 'signed-in',
              test: (id) =>
                SIGNED_IN_MODULES.test(id) &&
                !/[\\/]socket\.ts$|[\\/]player[\\/](cast[\\/]cast-(api|connector|output)|outputs[\\/])/.test(
                  id,
                ),
              includeDependenciesRecursively: false,
            },
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
