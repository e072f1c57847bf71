import { describe, expect, it } from 'vitest'
import { buildMobi, type MobiSpec } from './mobi'

const chapters = [1, 2, 3].map((n) => ({
  title: `Chapter ${n}`,
  paragraphs: [`Text of chapter ${n}. `.repeat(200)],
}))
const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
const ascii = (bytes: Uint8Array, start: number, length: number) =>
  new TextDecoder().decode(bytes.subarray(start, start + length))

/** The records of a Palm database, cut at the offsets of its record list. */
function records(file: Uint8Array): Uint8Array[] {
  const data = view(file)
  const count = data.getUint16(76)
  const offsets = Array.from({ length: count }, (_, index) => data.getUint32(78 + 8 * index))
  return offsets.map((offset, index) => file.subarray(offset, offsets[index + 1] ?? file.length))
}

function parts(kind: MobiSpec['kind']) {
  const file = buildMobi({ title: 'Book Six', author: 'Author C', chapters, kind })
  const all = records(file)
  const header = view(all[0]!)
  const textCount = header.getUint16(8)
  const text = new TextDecoder().decode(
    Uint8Array.from(all.slice(1, 1 + textCount).flatMap((record) => [...record])),
  )
  return { file, all, header, textCount, text }
}

describe('buildMobi', () => {
  it('writes a Palm database of type BOOKMOBI with uncompressed 4096-byte text records', () => {
    const { file, header, textCount, text, all } = parts('mobi')
    expect(ascii(file, 60, 8)).toBe('BOOKMOBI')
    expect(header.getUint16(0)).toBe(1) // no compression
    expect(header.getUint16(12)).toBe(0) // no encryption
    expect(textCount).toBe(Math.ceil(header.getUint32(4) / 4096))
    for (const record of all.slice(1, textCount)) expect(record.length).toBe(4096)
    expect(ascii(all[0]!, 16, 4)).toBe('MOBI')
    expect(header.getUint32(36)).toBe(6)
    expect(ascii(all[0]!, 16 + header.getUint32(20), 4)).toBe('EXTH')
    expect(ascii(all[0]!, header.getUint32(84), header.getUint32(88))).toBe('Book Six')
    expect(text).toContain('<h1>Chapter 2</h1>')
  })

  it('mobi: the contents page links each chapter by the byte offset of its heading', () => {
    const { text } = parts('mobi')
    const bytes = new TextEncoder().encode(text)
    const links = [...text.matchAll(/<a filepos=(\d{10})>(Chapter \d)<\/a>/g)]
    expect(links.map((link) => link[2])).toEqual(['Chapter 1', 'Chapter 2', 'Chapter 3'])
    for (const [, offset, title] of links) {
      const heading = `<h1>${title}</h1>`
      expect(new TextDecoder().decode(bytes.subarray(Number(offset), Number(offset) + heading.length))).toBe(
        heading,
      )
    }
    expect(text.match(/<mbp:pagebreak\/>/g)).toHaveLength(3)
  })

  it('kf8: version 8 with skeleton, fragment and NCX indexes and a flow table covering the text', () => {
    const { all, header, text } = parts('kf8')
    expect(header.getUint32(36)).toBe(8)
    for (const [field, magic] of [
      [248, 'INDX'],
      [252, 'INDX'],
      [244, 'INDX'],
      [192, 'FDST'],
    ] as const) {
      expect(ascii(all[header.getUint32(field)]!, 0, 4)).toBe(magic)
    }
    const fdst = view(all[header.getUint32(192)]!)
    expect(fdst.getUint32(16)).toBe(new TextEncoder().encode(text).length)
    expect(text).toContain('<div id="chapter-3"><h1>Chapter 3</h1>')
  })

  it('marks a protected book in the PalmDOC encryption field', () => {
    const file = buildMobi({ title: 'Locked', author: 'A', chapters, kind: 'kf8', encryption: 2 })
    expect(view(records(file)[0]!).getUint16(12)).toBe(2)
  })
})
