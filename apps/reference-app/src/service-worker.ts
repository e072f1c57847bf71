/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from 'virtual:pwa-register'

/**
 * Registers the generated service worker (vite.config.ts); `start.tsx` calls it once the first page has settled, so
 * its install (which fetches the shell's files for offline use) does not compete with the first page. Loaded as its
 * own small chunk.
 */
export function registerServiceWorker(): void {
  registerSW({
    onRegisterError: (error: unknown) =>
      console.warn('The offline copy of the app could not be set up', error),
  })
}
