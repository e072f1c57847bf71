/**
 * Descriptions from the server may hold HTML (podcast feeds, scraped metadata). Instead of ever injecting markup,
 * this reads the text into a small tree of allowed elements that React renders: unknown tags are dropped (their
 * text kept), script-like elements are dropped with their content, no attribute survives except a link's `href`,
 * and only web and mail links are kept.
 */

export const ALLOWED_TAGS = [
  'a',
  'b',
  'blockquote',
  'br',
  'code',
  'em',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'li',
  'ol',
  'p',
  'pre',
  's',
  'strong',
  'sub',
  'sup',
  'u',
  'ul',
] as const
export type AllowedTag = (typeof ALLOWED_TAGS)[number]

export interface SafeElement {
  tag: AllowedTag
  /** Links only: an http(s) or mailto address. */
  href?: string
  children: SafeNode[]
}
export type SafeNode = string | SafeElement

const ALLOWED: ReadonlySet<string> = new Set(ALLOWED_TAGS)
const VOID_TAGS: ReadonlySet<string> = new Set([
  'br',
  'hr',
  'img',
  'input',
  'meta',
  'link',
  'source',
  'wbr',
  'area',
  'col',
  'embed',
  'param',
  'track',
])
/** Elements whose content is not text for people: removed entirely. */
const DROPPED_WITH_CONTENT: ReadonlySet<string> = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'noscript',
  'template',
  'svg',
  'math',
  'textarea',
  'select',
  'title',
  'head',
])

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
}

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code =
        name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1))
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
    }
    return NAMED_ENTITIES[name.toLowerCase()] ?? whole
  })
}

/** The href when it is a web or mail address; anything else (javascript:, data:, relative tricks) is refused. */
export function safeHref(raw: string): string | undefined {
  // Browsers ignore control characters and whitespace inside schemes ("java\tscript:"): strip them before judging.
  const href = [...decodeEntities(raw)]
    .filter((char) => {
      const code = char.charCodeAt(0)
      return code > 0x20 && (code < 0x7f || code > 0x9f)
    })
    .join('')
  return /^(https?:\/\/|mailto:)/i.test(href) ? href : undefined
}

function hrefOf(attributes: string): string | undefined {
  const match = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i.exec(attributes)
  const value = match?.[1] ?? match?.[2] ?? match?.[3]
  return value === undefined ? undefined : safeHref(value)
}

const TAG = /^<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/

/** Reads HTML into the allowed tree (see the module comment). Plain text comes back as one text node. */
export function parseSafeHtml(html: string): SafeNode[] {
  const root: SafeElement = { tag: 'p', children: [] }
  const stack: SafeElement[] = [root]
  let position = 0
  let text = ''

  const flushText = () => {
    if (!text) return
    const decoded = decodeEntities(text)
    const children = stack[stack.length - 1]!.children
    const last = children[children.length - 1]
    if (typeof last === 'string') children[children.length - 1] = last + decoded
    else children.push(decoded)
    text = ''
  }

  while (position < html.length) {
    const next = html.indexOf('<', position)
    if (next < 0) {
      text += html.slice(position)
      break
    }
    text += html.slice(position, next)
    const rest = html.slice(next)
    if (rest.startsWith('<!--')) {
      const end = html.indexOf('-->', next + 4)
      position = end < 0 ? html.length : end + 3
      continue
    }
    const match = TAG.exec(rest)
    if (!match) {
      if (/^<[!?]/.test(rest)) {
        // doctype, processing instruction: skip to its end
        const end = html.indexOf('>', next)
        position = end < 0 ? html.length : end + 1
        continue
      }
      text += '<'
      position = next + 1
      continue
    }
    flushText()
    position = next + match[0].length
    const closing = match[1] === '/'
    const name = match[2]!.toLowerCase()
    const attributes = match[3] ?? ''

    if (!closing && DROPPED_WITH_CONTENT.has(name)) {
      const close = new RegExp(`</${name}\\s*>`, 'i').exec(html.slice(position))
      position = close ? position + close.index + close[0].length : html.length
      continue
    }
    if (!ALLOWED.has(name)) continue
    const tag = name as AllowedTag
    if (closing) {
      const index = stack.map((element) => element.tag).lastIndexOf(tag)
      if (index > 0) stack.length = index
      continue
    }
    // A new list item or paragraph ends the open one, as browsers do.
    if ((tag === 'li' || tag === 'p') && stack[stack.length - 1]!.tag === tag && stack.length > 1) stack.pop()
    const element: SafeElement = { tag, children: [] }
    if (tag === 'a') {
      const href = hrefOf(attributes)
      if (href) element.href = href
    }
    stack[stack.length - 1]!.children.push(element)
    if (!VOID_TAGS.has(tag) && !/\/\s*$/.test(attributes)) stack.push(element)
  }
  flushText()
  return root.children
}

/** The text content of the tree (for measuring, titles and tests). */
export function safeText(nodes: readonly SafeNode[]): string {
  return nodes.map((node) => (typeof node === 'string' ? node : safeText(node.children))).join('')
}

/** Text to put into something read as HTML (a prompt message), shown as the same text. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Plain texts as paragraphs of something read as HTML (a prompt message of several messages). */
export function paragraphsHtml(...texts: string[]): string {
  return texts.map((text) => `<p>${escapeHtml(text)}</p>`).join('')
}
