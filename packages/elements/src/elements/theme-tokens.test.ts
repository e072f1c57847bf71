import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { tokenInheritanceCss } from './theme-tokens'

describe('theme tokens inside elements', () => {
  it('lets every --shelf-* token declared by the stylesheets come from the host element', () => {
    const css = tokenInheritanceCss([':host, .sk-root { --shelf-accent: #1ad691; --shelf-bg: #222 }'])
    expect(css).toContain('.sk-root.sk-element {')
    expect(css).toContain('--shelf-accent: inherit;')
    expect(css).toContain('--shelf-bg: inherit;')
  })

  it('covers the real stylesheets (the accent colour users theme most)', () => {
    const base = readFileSync(new URL('../styles/base.css', import.meta.url), 'utf8')
    expect(tokenInheritanceCss([base])).toContain('--shelf-accent: inherit;')
  })

  it('adds nothing when no token is declared', () => {
    expect(tokenInheritanceCss(['.sk-card { color: red }'])).toBe('')
  })
})
