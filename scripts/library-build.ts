import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'

/**
 * The npm build of a framework-free package (`@shelfkit/client`, `@shelfkit/stores`): one ES module from
 * `src/index.ts`, its dependencies and peer dependencies left to the consumer (types come from tsconfig.build.json).
 * Pass the result to Vite's `defineConfig`.
 */
export function libraryBuild(packageDir: string) {
  const manifest = JSON.parse(readFileSync(resolve(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>
    peerDependencies?: Record<string, string>
  }
  const dependencies = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
  return {
    // Emitted files (the keeping worker of the stores) are found next to the module that asks for them, wherever
    // the consumer's bundler puts the package.
    base: './',
    build: {
      outDir: 'dist',
      emptyOutDir: false,
      target: 'es2022',
      sourcemap: true,
      lib: { entry: resolve(packageDir, 'src/index.ts'), formats: ['es' as const], fileName: 'index' },
      rollupOptions: {
        external: (id: string) => dependencies.some((name) => id === name || id.startsWith(`${name}/`)),
      },
    },
  }
}
