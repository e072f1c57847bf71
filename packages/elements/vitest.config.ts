import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'elements',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    // Some start Chromium or a demo server; the test command runs them beside the apps' browser tests on 2 cores.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
