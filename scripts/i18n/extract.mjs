// Reads every `i18n('component', { … })` and `storeMessages('component', { … })` definition in the workspace's source,
// as written (no code runs): the en-us messages, the source of truth of every catalogue.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import ts from 'typescript'

export const root = join(import.meta.dirname, '..', '..')
const SOURCE_ROOTS = [
  'packages/client/src',
  'packages/stores/src',
  'packages/elements/src',
  'apps/reference-app/src',
]
const DEFINERS = new Set(['i18n', 'storeMessages'])

export function* sourceFiles(folders = SOURCE_ROOTS) {
  for (const folder of folders) yield* walk(join(root, folder))
}

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* walk(path)
    else if (/\.tsx?$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name) && !name.endsWith('.d.ts')) yield path
  }
}

const textOf = (node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) ? node.text : undefined

/** A message's en-us value: a string, or `{one, other, …}` for plurals; `params(…)` only marks placeholders. */
function messageOf(node, where) {
  const text = textOf(node)
  if (text !== undefined) return text
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
    const [arg] = node.arguments
    if (node.expression.text === 'params' && arg) return messageOf(arg, where)
    if (node.expression.text === 'count' && arg && ts.isObjectLiteralExpression(arg)) {
      const forms = {}
      for (const prop of arg.properties) {
        const value = ts.isPropertyAssignment(prop) ? textOf(prop.initializer) : undefined
        if (value === undefined) throw new Error(`${where}: plural forms must be plain strings`)
        forms[prop.name.text] = value
      }
      return forms
    }
  }
  throw new Error(`${where}: a message must be a string, params('…') or count({…})`)
}

/** `{ component: { key: message } }` of every definition, with the file each component is defined in. */
export function extractMessages(files = [...sourceFiles()]) {
  const components = {}
  const definedIn = {}
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    if (!/\b(i18n|storeMessages)\(/.test(text)) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    const visit = (node) => {
      if (
        ts.isCallExpression(node) &&
        ts.isIdentifier(node.expression) &&
        DEFINERS.has(node.expression.text) &&
        node.arguments.length === 2 &&
        !file.endsWith('/stores/src/i18n/i18n.ts')
      ) {
        const [nameNode, body] = node.arguments
        const name = textOf(nameNode)
        const where = `${relative(root, file)}:${source.getLineAndCharacterOfPosition(node.pos).line + 1}`
        if (name === undefined || !ts.isObjectLiteralExpression(body)) {
          throw new Error(`${where}: i18n definitions take a literal name and an object literal`)
        }
        if (definedIn[name])
          throw new Error(`${where}: component "${name}" is already defined in ${definedIn[name]}`)
        definedIn[name] = where
        const messages = {}
        for (const prop of body.properties) {
          if (!ts.isPropertyAssignment(prop)) throw new Error(`${where}: messages must be plain properties`)
          const key = ts.isIdentifier(prop.name) || ts.isStringLiteral(prop.name) ? prop.name.text : undefined
          if (key === undefined) throw new Error(`${where}: message keys must be names`)
          messages[key] = messageOf(prop.initializer, `${where} ${name}.${key}`)
        }
        components[name] = messages
      }
      ts.forEachChild(node, visit)
    }
    visit(source)
  }
  return { components: sortKeys(components), definedIn }
}

export function sortKeys(value) {
  if (typeof value !== 'object' || value === null) return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys(value[key])]),
  )
}
