import { describe, expect, it } from 'vitest'
import { safeText } from '../ui/sanitize'
import { markdownToSafeNodes } from './markdown'

describe('release notes (spec 02 "Changelog dialog")', () => {
  it('renders headings, lists, emphasis and links from markdown', () => {
    const nodes = markdownToSafeNodes(
      '## Fixed\n\n- **Player** jumps [#12](https://example.com/12)\n- `code`',
    )
    expect(nodes).toContainEqual({ tag: 'h2', children: ['Fixed'] })
    const list = nodes.find((node) => typeof node !== 'string' && node.tag === 'ul')
    expect(JSON.stringify(list)).toContain('"tag":"strong","children":["Player"]')
    expect(JSON.stringify(list)).toContain('"href":"https://example.com/12"')
    expect(JSON.stringify(list)).toContain('"tag":"code"')
  })

  it('keeps raw HTML and script links in the notes from becoming markup', () => {
    const nodes = markdownToSafeNodes(
      'Hi <img src=x onerror="alert(1)"><script>alert(2)</script> [x](javascript:alert(3))',
    )
    const json = JSON.stringify(nodes)
    expect(json).not.toMatch(/img|onerror|script|javascript/i)
    expect(safeText(nodes)).toContain('Hi')
  })
})
