import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'

const demoServer = process.env.ABS_URL ?? 'http://127.0.0.1:13378'
const serverPaths = ['/api', '/auth', '/logout', '/init', '/status', '/public', '/hls', '/feed']

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    target: 'es2022',
    sourcemap: false,
  },
  server: {
    // Development only: the same same-origin forwarding the production server does (server/proxy.ts).
    proxy: Object.fromEntries([
      ...serverPaths.map((path) => [path, { target: demoServer, changeOrigin: true }]),
      ['/socket.io', { target: demoServer, ws: true, changeOrigin: true }],
    ]),
  },
})
