import { describe, expect, it } from 'vitest'
import { buildPdf } from './pdf'

const pdf = Buffer.from(
  buildPdf({
    title: 'Book (Four)',
    author: 'Author C',
    pages: [1, 2, 3].map((n) => ({
      heading: `Page heading ${n}`,
      paragraphs: [`Body text ${n} `.repeat(30)],
    })),
  }),
).toString('latin1')

describe('buildPdf', () => {
  it('has a PDF header, an EOF marker and a startxref pointing at the xref table', () => {
    expect(pdf.startsWith('%PDF-1.4\n')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1])
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref')
  })

  it('lists in the xref table the exact byte offset of every object', () => {
    const xref = pdf.slice(pdf.lastIndexOf('\nxref\n'))
    const entries = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    expect(entries.length).toBe(14) // catalog, pages, font, info, 3 × (page + content), outline + 3 entries
    entries.forEach((offset, index) => {
      expect(pdf.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`)
    })
  })

  it('has three pages carrying the text, with PDF string escaping', () => {
    expect(pdf).toContain('/Type /Pages /Kids [5 0 R 7 0 R 9 0 R] /Count 3')
    expect(pdf).toContain('(Page heading 3) Tj')
    expect(pdf).toContain('/Title (Book \\(Four\\))')
  })

  it('has an outline with one entry per page, each pointing at its page', () => {
    expect(pdf).toContain('/Type /Catalog /Pages 2 0 R /Outlines 11 0 R')
    expect(pdf).toContain('/Type /Outlines /First 12 0 R /Last 14 0 R /Count 3')
    expect(pdf).toMatch(
      /\/Title \(Page heading 2\) \/Parent 11 0 R \/Prev 12 0 R \/Next 14 0 R \/Dest \[7 0 R \/Fit\]/,
    )
  })

  it('with a password: encrypted with AES-256 (revision 6), no page text or title left readable', () => {
    const locked = Buffer.from(
      buildPdf({
        title: 'Locked Title',
        author: 'Author L',
        password: 'secret',
        pages: [{ heading: 'Hidden heading', paragraphs: ['Hidden body text'] }],
      }),
    ).toString('latin1')
    expect(locked.startsWith('%PDF-2.0\n')).toBe(true)
    const encrypt = Number(/\/Encrypt (\d+) 0 R/.exec(locked)?.[1])
    expect(locked).toContain(`${encrypt} 0 obj\n<< /Filter /Standard /V 5 /R 6 /Length 256`)
    expect(locked).toMatch(/\/CFM \/AESV3/)
    expect(locked).toMatch(/\/U <[0-9a-f]{96}> \/OE <[0-9a-f]{64}> \/UE <[0-9a-f]{64}>/)
    for (const text of ['Locked Title', 'Author L', 'Hidden heading', 'Hidden body'])
      expect(locked).not.toContain(text)
    // The xref offsets still hold with the binary stream data.
    const xref = locked.slice(locked.lastIndexOf('\nxref\n'))
    const offsets = [...xref.matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]))
    offsets.forEach((offset, index) => {
      expect(locked.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`)
    })
  })
})
