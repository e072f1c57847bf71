import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'demo-pages',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
})
