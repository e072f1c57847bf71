import { wrapWords } from './wrap-words'

export interface PdfSpec {
  title: string
  author: string
  /** One entry per page: a heading and body paragraphs (ASCII). */
  pages: { heading: string; paragraphs: string[] }[]
}

const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN = 72
const BODY_SIZE = 12
const LEADING = 16
const CHARS_PER_LINE = 80

/**
 * Builds a small valid PDF 1.4 by hand: catalog, page tree, Helvetica, one content stream per page, an outline
 * with one entry per page, an xref table with exact byte offsets, and an Info dictionary with title and author.
 */
export function buildPdf(spec: PdfSpec): Uint8Array {
  const objects: string[] = []
  const add = (body: string) => objects.push(body)
  const pageCount = spec.pages.length
  const firstPageObject = 5

  const outlinesObject = firstPageObject + pageCount * 2
  add(`<< /Type /Catalog /Pages 2 0 R /Outlines ${outlinesObject} 0 R >>`)
  const kids = spec.pages.map((_, index) => `${firstPageObject + index * 2} 0 R`).join(' ')
  add(`<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`)
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>')
  add(
    `<< /Title ${pdfString(spec.title)} /Author ${pdfString(spec.author)} /Producer (Shelfkit demo server) >>`,
  )
  spec.pages.forEach((page, index) => {
    const contentObject = firstPageObject + index * 2 + 1
    add(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
        `/Resources << /Font << /F1 3 0 R >> >> /Contents ${contentObject} 0 R >>`,
    )
    const stream = pageContent(page, index + 1)
    add(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`)
  })
  // The outline (bookmarks): one entry per page, titled with its heading.
  const itemObject = (index: number) => outlinesObject + 1 + index
  add(
    `<< /Type /Outlines /First ${itemObject(0)} 0 R /Last ${itemObject(pageCount - 1)} 0 R /Count ${pageCount} >>`,
  )
  spec.pages.forEach((page, index) => {
    const links = [
      index > 0 ? `/Prev ${itemObject(index - 1)} 0 R` : '',
      index < pageCount - 1 ? `/Next ${itemObject(index + 1)} 0 R` : '',
    ].join(' ')
    add(
      `<< /Title ${pdfString(page.heading)} /Parent ${outlinesObject} 0 R ${links} ` +
        `/Dest [${firstPageObject + index * 2} 0 R /Fit] >>`,
    )
  })

  let output = '%PDF-1.4\n%\xe2\xe3\xcf\xd3\n'
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(output.length)
    output += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xrefOffset = output.length
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) output += `${String(offset).padStart(10, '0')} 00000 n \n`
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  // Latin-1 keeps one byte per character, so the offsets counted in characters are byte offsets.
  return new Uint8Array(Buffer.from(output, 'latin1'))
}

function pageContent(page: { heading: string; paragraphs: string[] }, pageNumber: number): string {
  const lines = page.paragraphs.flatMap((paragraph) => [...wrapWords(paragraph, CHARS_PER_LINE), ''])
  const body = lines.map((line) => `${pdfString(line)} Tj T*`).join('\n')
  return [
    'BT',
    `/F1 22 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`,
    `${pdfString(page.heading)} Tj`,
    `/F1 ${BODY_SIZE} Tf ${LEADING} TL 0 -${LEADING * 2} Td`,
    body,
    'ET',
    'BT',
    `/F1 10 Tf ${PAGE_WIDTH / 2 - 10} ${MARGIN / 2} Td`,
    `(${pageNumber}) Tj`,
    'ET',
  ].join('\n')
}

function pdfString(text: string): string {
  const ascii = text.replace(/[^\x20-\x7e]/g, '?')
  return `(${ascii.replace(/[\\()]/g, (char) => `\\${char}`)})`
}
