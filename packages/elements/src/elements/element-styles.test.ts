import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// Each React element adopts only the stylesheets its components use (react-element.tsx `styles`, and lazily loaded
// parts calling elementStylesheets). This keeps those lists true as components change: a rule of a stylesheet an
// element leaves out must not be able to match anything the element renders.

const SRC = resolve(import.meta.dirname, '..')
const STYLES = resolve(SRC, 'styles')

function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  for (const candidate of [`${base}.ts`, `${base}.tsx`, resolve(base, 'index.ts')]) {
    if (existsSync(candidate)) return candidate
  }
  return null
}

/** Every module of this package that `entry` imports, statically or dynamically, transitively. */
function moduleGraph(entry: string): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file)) return
    seen.add(file)
    const source = readFileSync(file, 'utf8')
    for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.[^'?]+)'/g)) {
      const target = resolveModule(file, match[1]!)
      if (target) visit(target)
    }
  }
  visit(entry)
  return [...seen]
}

/** The stylesheets an element adopts: `fooCss` names in its `styles` lists and elementStylesheets calls. */
function adoptedStylesheets(modules: readonly string[]): Set<string> {
  const names = new Set(['elements.css'])
  for (const file of modules) {
    const source = readFileSync(file, 'utf8')
    for (const list of source.matchAll(/(?:styles:|elementStylesheets\()\s*\[([^\]]*)\]/g)) {
      for (const name of list[1]!.matchAll(/(\w+)Css\b/g)) names.add(`${name[1]}.css`)
    }
  }
  return names
}

/** `sk-…` class names (or prefixes of composed ones, such as `sk-toast--`) the element's modules write. */
function classNames(modules: readonly string[]): Set<string> {
  const names = new Set<string>()
  for (const file of modules) {
    for (const match of readFileSync(file, 'utf8').matchAll(/sk-[\w-]+/g)) names.add(match[0])
  }
  return names
}

/** Each selector of a stylesheet with the classes it needs (the always-present wrapper classes left out). */
function selectors(css: string): { selector: string; classes: string[] }[] {
  const rules = css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{[^{}]*\}/g)
  return [...rules].flatMap((rule) =>
    rule[1]!.split(',').map((selector) => ({
      selector: selector.trim(),
      classes: [...selector.matchAll(/\.(sk-[\w-]+)/g)]
        .map((match) => match[1]!)
        .filter((name) => name !== 'sk-root' && name !== 'sk-element'),
    })),
  )
}

const written = (names: Set<string>, name: string) =>
  names.has(name) || [...names].some((prefix) => prefix.endsWith('-') && name.startsWith(prefix))

const elementFiles = readdirSync(resolve(SRC, 'elements')).filter(
  (file) =>
    /^shelf-[a-z-]+\.tsx$/.test(file) &&
    readFileSync(resolve(SRC, 'elements', file), 'utf8').includes('reactElementClass('),
)

describe('the stylesheets each React element adopts', () => {
  it.each(elementFiles)('%s leaves out no stylesheet with a rule for what it renders', (file) => {
    const modules = moduleGraph(resolve(SRC, 'elements', file))
    const adopted = adoptedStylesheets(modules)
    const names = classNames(modules)
    const missing = readdirSync(STYLES)
      .filter((sheet) => sheet.endsWith('.css') && !adopted.has(sheet))
      .flatMap((sheet) =>
        selectors(readFileSync(resolve(STYLES, sheet), 'utf8'))
          .filter(({ classes }) => classes.length > 0 && classes.every((name) => written(names, name)))
          .map(({ selector }) => `${sheet}: ${selector}`),
      )
    expect(missing).toEqual([])
  })
})
