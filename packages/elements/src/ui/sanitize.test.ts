import { describe, expect, it } from 'vitest'
import { decodeEntities, escapeHtml, paragraphsHtml, parseSafeHtml, safeHref, safeText } from './sanitize'

describe('description sanitiser', () => {
  it('keeps plain text as it is, decoding entities', () => {
    expect(parseSafeHtml('Generated sample audiobook')).toEqual(['Generated sample audiobook'])
    expect(parseSafeHtml('Tom &amp; Jerry &lt;3 &#8230; &#x2014;')).toEqual(['Tom & Jerry <3 … —'])
    expect(parseSafeHtml('1 < 2 and 3 > 2')).toEqual(['1 < 2 and 3 > 2'])
  })

  it('keeps allowed formatting tags and drops every attribute', () => {
    expect(
      parseSafeHtml('<p class="x" onclick="evil()">Hello <b style="color:red">world</b><br>again</p>'),
    ).toEqual([
      {
        tag: 'p',
        children: ['Hello ', { tag: 'b', children: ['world'] }, { tag: 'br', children: [] }, 'again'],
      },
    ])
  })

  it('removes scripts, styles and frames with their content', () => {
    const nodes = parseSafeHtml(
      'a<script>alert(1)</script>b<style>p{}</style>c<iframe src="x">no</iframe>d<SCRIPT type="x">1</SCRIPT >e',
    )
    expect(nodes).toEqual(['abcde'])
  })

  it('drops unknown tags but keeps their text', () => {
    expect(parseSafeHtml('<div><span>One</span> <img src=x onerror="alert(1)">Two</div>')).toEqual([
      'One Two',
    ])
    expect(safeText(parseSafeHtml('<svg><script>alert(1)</script></svg>Safe'))).toBe('Safe')
  })

  it('keeps only web and mail links', () => {
    expect(parseSafeHtml('<a href="https://example.org/a?b=1&amp;c=2" target="_top">site</a>')).toEqual([
      { tag: 'a', href: 'https://example.org/a?b=1&c=2', children: ['site'] },
    ])
    expect(parseSafeHtml('<a href="javascript:alert(1)">x</a>')).toEqual([{ tag: 'a', children: ['x'] }])
    expect(safeHref(' java\tscript:alert(1)')).toBeUndefined()
    expect(safeHref('&#106;avascript:alert(1)')).toBeUndefined()
    expect(safeHref('data:text/html,hi')).toBeUndefined()
    expect(safeHref('mailto:me@example.org')).toBe('mailto:me@example.org')
  })

  it('closes what the markup left open and ignores stray closing tags', () => {
    expect(parseSafeHtml('<ul><li>one<li>two</ul></b>end')).toEqual([
      {
        tag: 'ul',
        children: [
          { tag: 'li', children: ['one'] },
          { tag: 'li', children: ['two'] },
        ],
      },
      'end',
    ])
  })

  it('skips comments and doctypes', () => {
    expect(parseSafeHtml('<!DOCTYPE html><!-- <script>x</script> -->ok')).toEqual(['ok'])
  })

  it('leaves unknown entities alone', () => {
    expect(decodeEntities('&bogus; &#0;')).toBe('&bogus; &#0;')
  })

  it('escapes text so that reading it as HTML gives the same text back', () => {
    const name = '<img src=x onerror=alert(1)> & "quotes"'
    expect(safeText(parseSafeHtml(escapeHtml(name)))).toBe(name)
  })

  it('puts plain texts into paragraphs, each shown as the same text', () => {
    const nodes = parseSafeHtml(paragraphsHtml('Remove <b>it</b>?', 'Files & folders stay.'))
    expect(
      nodes.map((node) => (typeof node === 'string' ? node : [node.tag, safeText(node.children)])),
    ).toEqual([
      ['p', 'Remove <b>it</b>?'],
      ['p', 'Files & folders stay.'],
    ])
  })
})
