import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'stores',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    // These tests talk to real server processes; a loaded 2-core machine needs headroom (nothing here measures speed).
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // One demo server process for the server-backed store tests; read its URL with inject('demoServerUrl').
    globalSetup: [fileURLToPath(new URL('../../test-support/demo-server-setup.ts', import.meta.url))],
  },
})
