import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'client',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    // These tests talk to real server processes; a loaded 2-core machine needs headroom (nothing here measures speed).
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
})
