#!/usr/bin/env node
// The translation check of the test command: en-us.json matches the messages defined in code, and every other
// language's catalogue has exactly the same ids, keeps each message's placeholders and gives the plural forms its
// language needs; components show no text that does not come from the catalogue. `--write` regenerates en-us.json
// from the code and re-splits the translated catalogues by area. What is not translated or converted yet is listed in pending.json, printed at every run; an entry
// there that is done already is a problem too, so the list only shrinks.
//
// A language's catalogue is split into parts loaded on demand (`catalogues/<code>/<area>.json`, the areas of
// packages/stores/src/i18n/areas.json): each part must hold exactly the components of its area and stay within
// 20 KB gzip, the cost of one request for another language.
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { extractMessages, root, sortKeys } from './extract.mjs'
import { findLiterals, literalsIn } from './literals.mjs'

export const CATALOGUES = join(root, 'packages/stores/src/i18n/catalogues')
const BASE = 'en-us'
const CORE_AREA = 'core'
export const PART_GZIP_LIMIT = 20 * 1024
const AREAS = JSON.parse(readFileSync(join(root, 'packages/stores/src/i18n/areas.json'), 'utf8'))

/** The catalogue part of a component (the same rule as packages/stores/src/i18n/areas.ts). */
export function areaOf(component) {
  for (const [area, prefixes] of Object.entries(AREAS)) {
    if (prefixes.some((prefix) => component === prefix || component.startsWith(`${prefix}.`))) return area
  }
  return CORE_AREA
}

/** The base messages split by area: `{ core: { component: messages }, admin: {…} }` (areas with messages only). */
export function splitByArea(components) {
  const parts = {}
  for (const [name, messages] of Object.entries(components)) {
    parts[areaOf(name)] ??= {}
    parts[areaOf(name)][name] = messages
  }
  return parts
}

/**
 * `--write` for a translated language: its parts merged and split again by the current areas, keys sorted, so a
 * component that moved to another area (areas.json) moves to that part. Translations are kept as they are.
 */
export function rewriteLanguage(code) {
  const dir = join(CATALOGUES, code)
  const files = readdirSync(dir).filter((name) => name.endsWith('.json'))
  const merged = Object.assign({}, ...files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8'))))
  const parts = splitByArea(merged)
  for (const file of files) if (!parts[file.slice(0, -'.json'.length)]) rmSync(join(dir, file))
  for (const [area, components] of Object.entries(parts)) {
    writeFileSync(join(dir, `${area}.json`), `${JSON.stringify(sortKeys(components), null, 2)}\n`)
  }
}

/** Problems of one language's parts: missing or extra parts, each part's content, parts over the size limit. */
export function languageProblems(code, base) {
  const dir = join(CATALOGUES, code)
  const expected = splitByArea(base)
  const problems = []
  const present = readdirSync(dir).filter((name) => name.endsWith('.json'))
  for (const file of present) {
    const area = file.slice(0, -'.json'.length)
    if (!expected[area]) problems.push(`${code}/${file}: no area ${area} has messages (areas.json)`)
  }
  for (const [area, components] of Object.entries(expected)) {
    const path = join(dir, `${area}.json`)
    if (!existsSync(path)) {
      problems.push(`${code}: lacks the ${area} part (${code}/${area}.json)`)
      continue
    }
    const text = readFileSync(path, 'utf8')
    let part
    try {
      part = JSON.parse(text)
    } catch (error) {
      problems.push(`${code}/${area}.json: ${error.message}`)
      continue
    }
    problems.push(...catalogueProblems(code, part, components).map((problem) => `${problem} (${area} part)`))
    const size = gzipSync(text, { level: 9 }).length
    if (size > PART_GZIP_LIMIT) {
      problems.push(
        `${code}/${area}.json is ${(size / 1024).toFixed(1)} KB gzip, over ${PART_GZIP_LIMIT / 1024} KB: move components to another area (areas.json)`,
      )
    }
  }
  return problems
}
const PLURAL_FORMS = ['zero', 'one', 'two', 'few', 'many', 'other']

const placeholders = (text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort()

/** The Intl locale for a catalogue code ('no' is Norwegian Bokmål). */
export const intlLocale = (code) => (code === 'no' ? 'nb' : code)

export function catalogueProblems(code, catalogue, base) {
  const problems = []
  const categories = new Intl.PluralRules(intlLocale(code)).resolvedOptions().pluralCategories
  for (const [component, messages] of Object.entries(base)) {
    const translated = catalogue[component]
    if (!translated) {
      problems.push(`${code}: lacks component ${component}`)
      continue
    }
    for (const [key, message] of Object.entries(messages)) {
      const id = `${component}.${key}`
      const value = translated[key]
      if (value === undefined) problems.push(`${code}: lacks ${id}`)
      else if (typeof message === 'string') {
        if (typeof value !== 'string') problems.push(`${code}: ${id} must be a string`)
        else if (!value.trim()) problems.push(`${code}: ${id} is empty`)
        else if (placeholders(value).join() !== placeholders(message).join()) {
          problems.push(
            `${code}: ${id} has placeholders {${placeholders(value)}} instead of {${placeholders(message)}}`,
          )
        }
      } else if (typeof value !== 'object' || value === null)
        problems.push(`${code}: ${id} must give plural forms`)
      else {
        const forms = Object.keys(value)
        for (const form of categories)
          if (!forms.includes(form)) problems.push(`${code}: ${id} lacks plural form ${form}`)
        for (const form of forms) {
          if (!PLURAL_FORMS.includes(form) || !categories.includes(form)) {
            problems.push(`${code}: ${id} has plural form ${form}, which ${code} does not use`)
          }
        }
        const expected = placeholders(message.other).filter((name) => name !== 'count')
        for (const form of forms) {
          const names = placeholders(value[form]).filter((name) => name !== 'count')
          if (names.join() !== expected.join())
            problems.push(`${code}: ${id}.${form} breaks placeholders {${expected}}`)
        }
      }
    }
    for (const key of Object.keys(translated)) {
      if (!(key in messages)) problems.push(`${code}: has extra ${component}.${key}`)
    }
  }
  for (const component of Object.keys(catalogue)) {
    if (!(component in base)) problems.push(`${code}: has extra component ${component}`)
  }
  return problems
}

function main() {
  const { components } = extractMessages()
  const basePath = join(CATALOGUES, `${BASE}.json`)
  const baseText = `${JSON.stringify(components, null, 2)}\n`
  const problems = []
  if (process.argv.includes('--write')) writeFileSync(basePath, baseText)
  else if (readFileSync(basePath, 'utf8') !== baseText) {
    problems.push(
      `${BASE}.json differs from the messages defined in code: run node scripts/i18n/check.mjs --write`,
    )
  }
  const pending = JSON.parse(readFileSync(join(import.meta.dirname, 'pending.json'), 'utf8'))
  const languages = [
    ...readFileSync(join(root, 'packages/stores/src/i18n/language.ts'), 'utf8').matchAll(
      /^ {2}'([a-z-]+)',$/gm,
    ),
  ].map((m) => m[1])
  for (const code of languages) {
    if (code === BASE) continue
    const present = existsSync(join(CATALOGUES, code)) && statSync(join(CATALOGUES, code)).isDirectory()
    if (!present && !pending.languages.includes(code)) problems.push(`${code}: no catalogue`)
    if (present && pending.languages.includes(code))
      problems.push(`${code}: translated, remove it from pending.json`)
  }
  problems.push(
    ...findLiterals(new Set(pending.files)).map((literal) => `text not from the catalogue: ${literal}`),
  )
  for (const file of pending.files) {
    if (!existsSync(join(root, file)) || literalsIn(join(root, file)).length === 0) {
      problems.push(`${file}: converted, remove it from pending.json`)
    }
  }
  const codes = []
  for (const name of readdirSync(CATALOGUES)) {
    if (name === `${BASE}.json`) continue
    if (!statSync(join(CATALOGUES, name)).isDirectory()) {
      problems.push(
        `${name}: a language's catalogue is a folder of parts (${name.replace(/\.json$/, '')}/<area>.json)`,
      )
      continue
    }
    if (!languages.includes(name)) problems.push(`${name}: not an interface language`)
    if (process.argv.includes('--write')) rewriteLanguage(name)
    codes.push(name)
    problems.push(...languageProblems(name, components))
  }
  const keys = Object.values(components).reduce((sum, messages) => sum + Object.keys(messages).length, 0)
  if (problems.length) {
    console.error(problems.slice(0, 200).join('\n'))
    if (problems.length > 200) console.error(`… and ${problems.length - 200} more`)
    console.error(`Translations: ${problems.length} problem(s)`)
    process.exit(1)
  }
  console.log(
    `Translations: ok (${keys} messages in ${Object.keys(components).length} components, ${codes.length + 1} languages)`,
  )
  if (pending.languages.length || pending.files.length) {
    console.log(
      `Not done yet: ${pending.languages.length} languages to translate, ${pending.files.length} files to convert`,
    )
  }
}

if (import.meta.url === `file://${process.argv[1]}`) main()
