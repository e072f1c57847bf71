import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { prerenderSignInPage } from './prerender-sign-in.ts'

const demoServer = process.env.ABS_URL ?? 'http://127.0.0.1:13378'
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
          groups: [{ name: 'initial', tags: ['$initial'], includeDependenciesRecursively: false }],
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
