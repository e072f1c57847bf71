// Finds user-visible text written in components instead of taken from the catalogue: JSX text, string literals
// rendered in JSX, user-visible attributes (aria-label, title, placeholder, alt, label, …) and toast messages.
import { readFileSync } from 'node:fs'
import { relative } from 'node:path'
import ts from 'typescript'
import { root, sourceFiles } from './extract.mjs'

const COMPONENT_ROOTS = ['packages/stores/src', 'packages/elements/src', 'apps/reference-app/src']

/** Attributes and props whose value a user reads or hears. */
const VISIBLE_PROPS = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-valuetext',
  'title',
  'placeholder',
  'alt',
  'label',
  'hint',
  'error',
  'heading',
  'message',
  'text',
  'caption',
  'emptyText',
  'confirmText',
  'yesText',
  'description',
  'tooltip',
])

/** Text with a letter in it; symbols, numbers and punctuation alone are not language. */
const hasWords = (text) => /\p{L}/u.test(text)

function literalText(node) {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((span) => span.literal.text).join('')
  return undefined
}

export function literalsIn(file) {
  const text = readFileSync(file, 'utf8')
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found = []
  const report = (node, what, value) => {
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
    found.push(`${relative(root, file)}:${line + 1} ${what}: ${JSON.stringify(value.trim().slice(0, 60))}`)
  }
  const visit = (node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) report(node, 'JSX text', node.text)
    else if (ts.isJsxExpression(node) && node.expression && ts.isJsxElement(node.parent)) {
      const value = literalText(node.expression)
      if (value !== undefined && hasWords(value)) report(node, 'JSX string', value)
    } else if (ts.isJsxAttribute(node) && VISIBLE_PROPS.has(node.name.getText(source)) && node.initializer) {
      const init = ts.isJsxExpression(node.initializer) ? node.initializer.expression : node.initializer
      const value = init && literalText(init)
      if (value !== undefined && hasWords(value)) report(node, node.name.getText(source), value)
    } else if (ts.isCallExpression(node) && node.expression.getText(source) === 'showToast') {
      const [arg] = node.arguments
      const message =
        arg && ts.isObjectLiteralExpression(arg)
          ? arg.properties.find((p) => p.name?.getText(source) === 'message')
          : undefined
      const value = message && ts.isPropertyAssignment(message) ? literalText(message.initializer) : undefined
      if (value !== undefined && hasWords(value)) report(node, 'toast', value)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

export function findLiterals(pendingFiles = new Set()) {
  const found = []
  for (const file of sourceFiles(COMPONENT_ROOTS)) {
    if (pendingFiles.has(relative(root, file))) continue
    found.push(...literalsIn(file))
  }
  return found
}
