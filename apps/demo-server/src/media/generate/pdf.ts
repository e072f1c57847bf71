import { pdfEncryption } from './pdf-encryption'
import { wrapWords } from './wrap-words'

export interface PdfSpec {
  title: string
  author: string
  /** One entry per page: a heading and body paragraphs (ASCII). */
  pages: { heading: string; paragraphs: string[] }[]
  /** Encrypts the file (AES-256, see pdf-encryption.ts): a reader asks for this password to open it. */
  password?: string
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
 * With a password, every string and stream is encrypted and the trailer points at the /Encrypt dictionary.
 */
export function buildPdf(spec: PdfSpec): Uint8Array {
  const encryption = spec.password === undefined ? null : pdfEncryption(spec.password)
  const latin1 = (text: string) => Buffer.from(text, 'latin1')
  const pdfString = (text: string) =>
    encryption ? `<${encryption.encrypt(latin1(plainText(text))).toString('hex')}>` : literalString(text)
  const streamData = (text: string) =>
    encryption ? encryption.encrypt(latin1(text)).toString('latin1') : text
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
    // Strings inside a content stream stay as they are: the stream is encrypted as a whole.
    const stream = streamData(pageContent(page, index + 1))
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

  const encryptObject = objects.length + 1
  if (encryption) add(encryption.dictionary)
  let output = `%PDF-${encryption ? '2.0' : '1.4'}\n%\xe2\xe3\xcf\xd3\n`
  const offsets: number[] = []
  objects.forEach((body, index) => {
    offsets.push(output.length)
    output += `${index + 1} 0 obj\n${body}\nendobj\n`
  })
  const xrefOffset = output.length
  output += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) output += `${String(offset).padStart(10, '0')} 00000 n \n`
  const id = `<${Buffer.from(spec.title, 'latin1').toString('hex').padEnd(32, '0').slice(0, 32)}>`
  const encrypted = encryption ? ` /Encrypt ${encryptObject} 0 R /ID [${id} ${id}]` : ''
  output += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 4 0 R${encrypted} >>\nstartxref\n${xrefOffset}\n%%EOF\n`
  // Latin-1 keeps one byte per character, so the offsets counted in characters are byte offsets.
  return new Uint8Array(Buffer.from(output, 'latin1'))
}

function pageContent(page: { heading: string; paragraphs: string[] }, pageNumber: number): string {
  const lines = page.paragraphs.flatMap((paragraph) => [...wrapWords(paragraph, CHARS_PER_LINE), ''])
  const body = lines.map((line) => `${literalString(line)} Tj T*`).join('\n')
  return [
    'BT',
    `/F1 22 Tf ${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`,
    `${literalString(page.heading)} Tj`,
    `/F1 ${BODY_SIZE} Tf ${LEADING} TL 0 -${LEADING * 2} Td`,
    body,
    'ET',
    'BT',
    `/F1 10 Tf ${PAGE_WIDTH / 2 - 10} ${MARGIN / 2} Td`,
    `(${pageNumber}) Tj`,
    'ET',
  ].join('\n')
}

/** Text in the printable ASCII range the Helvetica sample pages use. */
const plainText = (text: string) => text.replace(/[^\x20-\x7e]/g, '?')

function literalString(text: string): string {
  return `(${plainText(text).replace(/[\\()]/g, (char) => `\\${char}`)})`
}
