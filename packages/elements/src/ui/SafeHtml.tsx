import { createElement, type ReactNode, useMemo } from 'react'
import { parseSafeHtml, type SafeNode } from './sanitize'

function render(nodes: readonly SafeNode[]): ReactNode[] {
  return nodes.map((node, index) => {
    if (typeof node === 'string') return node
    const key = `${node.tag}-${index}`
    if (node.tag === 'br' || node.tag === 'hr') return createElement(node.tag, { key })
    if (node.tag === 'a') {
      return node.href ? (
        <a key={key} href={node.href} target="_blank" rel="noopener noreferrer nofollow">
          {render(node.children)}
        </a>
      ) : (
        <span key={key}>{render(node.children)}</span>
      )
    }
    return createElement(node.tag, { key }, ...render(node.children))
  })
}

/** Server text that may contain HTML, shown through the allow-list of `sanitize.ts` (never as raw markup). */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const nodes = useMemo(() => parseSafeHtml(html), [html])
  return <div className={className ? `sk-rich-text ${className}` : 'sk-rich-text'}>{render(nodes)}</div>
}

/** An already sanitized tree (from `parseSafeHtml`), rendered in place. */
export function SafeNodes({ nodes }: { nodes: readonly SafeNode[] }) {
  return <>{render(nodes)}</>
}
