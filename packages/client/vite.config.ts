import { resolve } from 'node:path'
import { defineConfig } from 'vite'
import manifest from './package.json' with { type: 'json' }

const dependencies = Object.keys(manifest.dependencies)

/** The npm build: one ES module, dependencies left to the consumer (types come from tsconfig.build.json). */
export default defineConfig({
  build: {
    outDir: 'dist',
    emptyOutDir: false,
    target: 'es2022',
    sourcemap: true,
    lib: { entry: resolve(import.meta.dirname, 'src/index.ts'), formats: ['es'], fileName: 'index' },
    rollupOptions: {
      external: (id) => dependencies.some((name) => id === name || id.startsWith(`${name}/`)),
    },
  },
})
