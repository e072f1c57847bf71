import { strFromU8, unzipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { buildEpub } from './epub'

const epub = buildEpub({
  identifier: 'urn:test:book',
  title: 'Tom & Jerry <Live>',
  author: 'Author A',
  language: 'en',
  chapters: [1, 2, 3].map((n) => ({ title: `Chapter ${n}`, paragraphs: [`Text of chapter ${n}.`] })),
})

describe('buildEpub', () => {
  it('starts with an uncompressed mimetype entry, as EPUB readers require', () => {
    const bytes = Buffer.from(epub)
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50)
    expect(bytes.readUInt16LE(8)).toBe(0) // compression method: stored
    const nameLength = bytes.readUInt16LE(26)
    expect(bytes.toString('latin1', 30, 30 + nameLength)).toBe('mimetype')
    const dataStart = 30 + nameLength + bytes.readUInt16LE(28)
    expect(bytes.toString('latin1', dataStart, dataStart + 20)).toBe('application/epub+zip')
  })

  it('points from container.xml to a package whose manifest files all exist', () => {
    const files = unzipSync(epub)
    const container = strFromU8(files['META-INF/container.xml'])
    const packagePath = /full-path="([^"]+)"/.exec(container)?.[1] ?? ''
    const opf = strFromU8(files[packagePath])
    const hrefs = [...opf.matchAll(/href="([^"]+)"/g)].map((match) => `OEBPS/${match[1]}`)
    expect(hrefs.length).toBeGreaterThanOrEqual(5)
    for (const href of hrefs) expect(files[href], href).toBeDefined()
    expect(opf).toContain('<dc:title>Tom &amp; Jerry &lt;Live&gt;</dc:title>')
    expect([...opf.matchAll(/<itemref /g)]).toHaveLength(3)
  })

  it('has a navigation document listing the three chapters with their text', () => {
    const files = unzipSync(epub)
    const nav = strFromU8(files['OEBPS/nav.xhtml'])
    expect([...nav.matchAll(/<a href="chapter-\d\.xhtml">Chapter \d<\/a>/g)]).toHaveLength(3)
    expect(strFromU8(files['OEBPS/chapter-2.xhtml'])).toContain('<p>Text of chapter 2.</p>')
  })
})
