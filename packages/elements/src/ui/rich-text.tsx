import { Fragment, type ReactNode } from 'react'

/**
 * A translated message with elements in it: each `{name}` of the text becomes `nodes[name]` (a link, `<code>`…),
 * so the words around them keep the language's own order.
 */
export function richText(text: string, nodes: Record<string, ReactNode>): ReactNode[] {
  return text.split(/(\{\w+\})/).map((part, index) => {
    const name = /^\{(\w+)\}$/.exec(part)?.[1]
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one message never move
    return name && name in nodes ? <Fragment key={index}>{nodes[name]}</Fragment> : part
  })
}
