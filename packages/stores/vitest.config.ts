import { fileURLToPath } from 'node:url'
import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'stores',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    // One demo server process for the server-backed store tests; read its URL with inject('demoServerUrl').
    globalSetup: [fileURLToPath(new URL('../../test-support/demo-server-setup.ts', import.meta.url))],
  },
})
