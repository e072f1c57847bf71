import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'elements',
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'test/**/*.test.ts'],
  },
})
