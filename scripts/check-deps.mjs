#!/usr/bin/env node
// Fails when a workspace package imports against the one-way flow client ← stores ← elements ← apps.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'

const root = resolve(import.meta.dirname, '..')

/** Which @shelfkit packages each workspace folder may import. */
export const allowed = {
  'packages/client': [],
  'packages/stores': ['client'],
  'packages/elements': ['client', 'stores'],
  'apps/reference-app': ['client', 'stores', 'elements'],
  'apps/demo-pages': ['client', 'stores', 'elements'],
  'apps/demo-server': [],
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm
const sourceExt = /\.(ts|tsx|mts|js|mjs|jsx)$/
/** Tests may use the shared test helpers at the repo root (they start real servers and browsers). */
const testSupport = join(root, 'test-support') + sep
/** Build configs may use the shared build helpers in scripts/ (tooling, not package code). */
const buildHelpers = join(root, 'scripts') + sep
const isBuildConfig = (file) => /(^|[/\\])vite\.config\.ts$/.test(file)
const isTestFile = (file) =>
  /\.(test|spec)\.tsx?$/.test(file) ||
  file.includes(`${sep}test${sep}`) ||
  file.includes(`${sep}testing${sep}`)

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* walk(path)
    else if (sourceExt.test(name)) yield path
  }
}

export function findViolations() {
  const violations = []
  for (const [folder, may] of Object.entries(allowed)) {
    const base = join(root, folder)
    let files
    try {
      files = [...walk(base)]
    } catch {
      continue
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8')
      for (const match of text.matchAll(importPattern)) {
        const spec = match[1] ?? match[2] ?? match[3]
        const scoped = /^@shelfkit\/([^/]+)/.exec(spec)
        if (scoped && !may.includes(scoped[1]) && `packages/${scoped[1]}` !== folder) {
          violations.push(`${relative(root, file)} imports ${spec} (allowed: ${may.join(', ') || 'none'})`)
        }
        if (spec.startsWith('.')) {
          const target = resolve(file, '..', spec)
          const shared =
            (isTestFile(file) && target.startsWith(testSupport)) ||
            (isBuildConfig(file) && target.startsWith(buildHelpers))
          if (!target.startsWith(base + sep) && !shared) {
            violations.push(`${relative(root, file)} reaches outside its package with ${spec}`)
          }
        }
      }
    }
    const manifest = JSON.parse(readFileSync(join(base, 'package.json'), 'utf8'))
    const declared = Object.keys({
      ...manifest.dependencies,
      ...manifest.devDependencies,
      ...manifest.peerDependencies,
    })
    for (const dep of declared) {
      const scoped = /^@shelfkit\/([^/]+)/.exec(dep)
      if (scoped && !may.includes(scoped[1])) violations.push(`${folder}/package.json depends on ${dep}`)
    }
  }
  return violations
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = findViolations()
  if (violations.length) {
    console.error('Dependency direction violated (client ← stores ← elements ← apps):')
    for (const v of violations) console.error(`  ${v}`)
    process.exit(1)
  }
  console.log('Dependency direction: ok')
}
