import { describe, expect, it } from 'vitest'
import { crc32 } from './bytes'
import { buildCbr } from './cbr'

const pages = [1, 2].map((n) => new Uint8Array(500 + n).fill(n))
const archive = buildCbr({ pages })
const data = new DataView(archive.buffer, archive.byteOffset)

describe('buildCbr', () => {
  it('starts with the RAR 4 signature and a main header whose CRC checks', () => {
    expect([...archive.subarray(0, 7)]).toEqual([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00])
    expect(archive[9]).toBe(0x73)
    expect(data.getUint16(7, true)).toBe(crc32(archive.subarray(9, 20)) & 0xffff)
  })

  it('stores each page uncompressed after its file header, with its name, size and CRC', () => {
    let offset = 20
    for (const [index, page] of pages.entries()) {
      expect(archive[offset + 2]).toBe(0x74)
      const size = data.getUint16(offset + 5, true)
      expect(data.getUint32(offset + 7, true)).toBe(page.length)
      expect(data.getUint32(offset + 16, true)).toBe(crc32(page))
      expect(archive[offset + 25]).toBe(0x30)
      const name = new TextDecoder().decode(archive.subarray(offset + 32, offset + size))
      expect(name).toBe(`page-00${index + 1}.jpg`)
      expect([...archive.subarray(offset + size, offset + size + page.length)]).toEqual([...page])
      offset += size + page.length
    }
    expect(archive[offset + 2]).toBe(0x7b)
    expect(archive.length).toBe(offset + 7)
  })

  it('with a password: each file flagged encrypted with its salt, its data AES blocks, its CRC the page’s', () => {
    const locked = buildCbr({ pages, password: 'secret' })
    const view = new DataView(locked.buffer, locked.byteOffset)
    let offset = 20
    for (const page of pages) {
      expect(locked[offset + 2]).toBe(0x74)
      expect(view.getUint16(offset + 3, true)).toBe(0x8000 | 0x0400 | 0x0004)
      const size = view.getUint16(offset + 5, true)
      const packed = view.getUint32(offset + 7, true)
      expect(packed).toBe(Math.ceil(page.length / 16) * 16)
      expect(view.getUint32(offset + 11, true)).toBe(page.length)
      expect(view.getUint32(offset + 16, true)).toBe(crc32(page))
      expect(locked[offset + 24]).toBe(29)
      expect(size).toBe(32 + 'page-001.jpg'.length + 8)
      const data = locked.subarray(offset + size, offset + size + packed)
      expect(data.subarray(0, page.length)).not.toEqual(page)
      offset += size + packed
    }
    expect(locked[offset + 2]).toBe(0x7b)
  })
})
