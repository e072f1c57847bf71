import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'reference-app',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'server/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['./test/app-build-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
})
