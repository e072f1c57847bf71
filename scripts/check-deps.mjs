#!/usr/bin/env node
// Fails when a workspace package imports against the one-way flow client ← stores ← elements ← apps, when the
// shared test helpers import package or app code, or when files import each other in a circle.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
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
  // The shared test helpers sit under every package's tests: they start apps as processes, never import them.
  'test-support': [],
}

const importPattern =
  /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s*['"]([^'"]+)['"]/gm
const sourceExt = /\.(ts|tsx|mts|js|mjs|jsx)$/
/** Tests may use the shared test helpers at the repo root (they start real servers and browsers). */
const testSupport = join(root, 'test-support') + sep
/** The sample library's fixed ids: data the demo server shares with the tests that name its sample entities. */
const sampleIds = join(root, 'test-support/sample-ids.ts')
/** Build configs may use the shared build helpers in scripts/ (tooling, not package code). */
const buildHelpers = join(root, 'scripts') + sep
const isBuildConfig = (file) => /(^|[/\\])vite\.config\.ts$/.test(file)
const isTestFile = (file) =>
  /\.(test|spec)\.tsx?$/.test(file) ||
  file.includes(`${sep}test${sep}`) ||
  file.includes(`${sep}testing${sep}`)

/** The source file a relative import names (`./x`, `./x.ts`, `./dir` for its index), or null for other files. */
function resolveSource(from, spec) {
  const target = resolve(from, '..', spec)
  const candidates = [
    target,
    ...['.ts', '.tsx', '.mts', '.js', '.mjs', '.jsx'].flatMap((ext) => [
      target + ext,
      join(target, `index${ext}`),
    ]),
  ]
  return (
    candidates.find((path) => sourceExt.test(path) && existsSync(path) && statSync(path).isFile()) ?? null
  )
}

/** One circle of imports per group of files that import each other (Tarjan's strongly connected components). */
export function findCircles(imports) {
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const circles = []
  const visit = (file) => {
    index.set(file, index.size)
    low.set(file, index.get(file))
    stack.push(file)
    onStack.add(file)
    for (const next of imports.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file), low.get(next)))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)))
    }
    if (low.get(file) !== index.get(file)) return
    const group = []
    let member
    do {
      member = stack.pop()
      onStack.delete(member)
      group.push(member)
    } while (member !== file)
    if (group.length > 1 || imports.get(file)?.has(file)) circles.push(circleThrough(imports, new Set(group)))
  }
  for (const file of imports.keys()) if (!index.has(file)) visit(file)
  return circles
}

/** A path of imports inside `group` from its first file back to it. */
function circleThrough(imports, group) {
  const [start] = group
  const path = [start]
  const seen = new Set([start])
  const extend = (file) => {
    for (const next of imports.get(file) ?? []) {
      if (next === start) return true
      if (!group.has(next) || seen.has(next)) continue
      seen.add(next)
      path.push(next)
      if (extend(next)) return true
      path.pop()
    }
    return false
  }
  extend(start)
  return [...path, start]
}

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
  /** file -> the files of this tree it imports (statically, by type or lazily). */
  const imports = new Map()
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
      const targets = new Set()
      imports.set(file, targets)
      for (const match of text.matchAll(importPattern)) {
        const spec = match[1] ?? match[2] ?? match[3]
        const scoped = /^@shelfkit\/([^/]+)/.exec(spec)
        if (scoped && !may.includes(scoped[1]) && `packages/${scoped[1]}` !== folder) {
          violations.push(`${relative(root, file)} imports ${spec} (allowed: ${may.join(', ') || 'none'})`)
        }
        if (spec.startsWith('.')) {
          const source = resolveSource(file, spec)
          if (source) targets.add(source)
          const target = resolve(file, '..', spec)
          const shared =
            (isTestFile(file) && target.startsWith(testSupport)) ||
            (isBuildConfig(file) && target.startsWith(buildHelpers)) ||
            (folder === 'apps/demo-server' && resolveSource(file, spec) === sampleIds)
          if (!target.startsWith(base + sep) && !shared) {
            violations.push(`${relative(root, file)} reaches outside its package with ${spec}`)
          }
        }
      }
    }
    if (!existsSync(join(base, 'package.json'))) continue
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
  for (const circle of findCircles(imports)) {
    violations.push(`import circle: ${circle.map((file) => relative(root, file)).join(' -> ')}`)
  }
  return violations
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const violations = findViolations()
  if (violations.length) {
    console.error(
      'Dependency direction violated (client ← stores ← elements ← apps, test-support below all, no circles):',
    )
    for (const v of violations) console.error(`  ${v}`)
    process.exit(1)
  }
  console.log('Dependency direction: ok')
}
