import { escapeXml as xml } from '../../util/html'
import { concatBytes, writeUint16, writeUint32 } from './bytes'

export interface MobiSpec {
  title: string
  author: string
  /** Mobipocket locale language code (9: English). */
  localeLanguage?: number
  chapters: { title: string; paragraphs: string[] }[]
  /**
   * `mobi`: a Mobipocket 6 book (one HTML text, chapters split by page breaks, an HTML table of contents linked by
   * `filepos`). `kf8`: a KF8 book (what `.azw3` files hold): XHTML parts described by skeleton and fragment
   * indexes, with an NCX index for the table of contents.
   */
  kind: 'mobi' | 'kf8'
  /** The PalmDOC encryption field: 2 marks the text as protected by Mobipocket DRM (for error tests). */
  encryption?: number
}

/** Text records hold at most this many bytes (PalmDOC). */
const RECORD_SIZE = 4096
const NONE = 0xffffffff
const MOBI_HEADER_LENGTH = 264
const UTF8 = 65001
const encoder = new TextEncoder()

/**
 * Builds an uncompressed Mobipocket or KF8 e-book: a Palm database whose record 0 holds the PalmDOC, MOBI and EXTH
 * headers, followed by 4096-byte text records and (KF8) the index records and the FDST flow table.
 */
export function buildMobi(spec: MobiSpec): Uint8Array {
  const book = spec.kind === 'kf8' ? kf8Text(spec) : mobi6Text(spec)
  const textRecords: Uint8Array[] = []
  for (let start = 0; start < book.text.length; start += RECORD_SIZE)
    textRecords.push(book.text.subarray(start, start + RECORD_SIZE))
  const firstExtra = 1 + textRecords.length
  const extras = book.extraRecords(firstExtra)
  const header = recordZero(spec, book.text.length, textRecords.length, firstExtra, extras.fields)
  return palmDatabase(spec.title, [header, ...textRecords, ...extras.records])
}

interface BookText {
  text: Uint8Array
  /** The records after the text and the header fields that point at them, given the first one's index. */
  extraRecords(first: number): { records: Uint8Array[]; fields: Partial<Record<HeaderField, number>> }
}

type HeaderField = 'fdst' | 'fdstCount' | 'ncx' | 'frag' | 'skel'

function paragraphsHtml(chapter: MobiSpec['chapters'][number]): string {
  return chapter.paragraphs.map((paragraph) => `<p>${xml(paragraph)}</p>`).join('')
}

/**
 * Mobipocket 6: `<guide>` names the contents page, whose links point at byte offsets (`filepos`) of the chapter
 * headings; `<mbp:pagebreak/>` separates the parts. The offsets are written as ten digits so they are known before
 * the text is complete.
 */
function mobi6Text(spec: MobiSpec): BookText {
  const position = (index: number) => `{{${index}}}`.padEnd(10, '_')
  const contents = spec.chapters
    .map((chapter, index) => `<p><a filepos=${position(index + 1)}>${xml(chapter.title)}</a></p>`)
    .join('')
  const parts = [
    `<html><head><guide><reference type="toc" title="Table of Contents" filepos=${position(0)} /></guide></head><body>`,
    `<h2>Table of Contents</h2>${contents}<mbp:pagebreak/>`,
    ...spec.chapters.map(
      (chapter, index) =>
        `<h1>${xml(chapter.title)}</h1>${paragraphsHtml(chapter)}${index < spec.chapters.length - 1 ? '<mbp:pagebreak/>' : ''}`,
    ),
    '</body></html>',
  ]
  // Every part before a chapter is ASCII but the prose may not be: offsets are counted in bytes.
  const offsets: number[] = []
  let length = 0
  for (const [index, part] of parts.entries()) {
    if (index >= 1 && index <= spec.chapters.length + 1) offsets.push(length)
    length += encoder.encode(part).length
  }
  const html = parts
    .join('')
    .replace(/\{\{(\d+)\}\}_*/g, (_, index: string) => String(offsets[Number(index)]).padStart(10, '0'))
  return { text: encoder.encode(html), extraRecords: () => ({ records: [], fields: {} }) }
}

/**
 * KF8: each chapter is one XHTML part made of a skeleton (the document without its body's content) and one
 * fragment (the body's content) inserted into it. The skeleton index gives each part's place in the text, the
 * fragment index where its fragment goes, and the NCX index points the table of contents at each fragment.
 */
function kf8Text(spec: MobiSpec): BookText {
  const skeletons: { offset: number; length: number }[] = []
  const fragments: { insertAt: number; length: number }[] = []
  const chunks: Uint8Array[] = []
  let offset = 0
  for (const [index, chapter] of spec.chapters.entries()) {
    const head = `<?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head><title>${xml(chapter.title)}</title></head><body aid="${index}">`
    const skeleton = encoder.encode(`${head}</body></html>`)
    const fragment = encoder.encode(
      `<div id="chapter-${index + 1}"><h1>${xml(chapter.title)}</h1>${paragraphsHtml(chapter)}</div>`,
    )
    skeletons.push({ offset, length: skeleton.length })
    fragments.push({ insertAt: offset + encoder.encode(head).length, length: fragment.length })
    chunks.push(skeleton, fragment)
    offset += skeleton.length + fragment.length
  }
  const text = concatBytes(chunks)
  return {
    text,
    extraRecords(first) {
      const selectors = cncxRecord(spec.chapters.map((_, index) => `P-//*[@aid='${index}']`))
      const labels = cncxRecord(spec.chapters.map((chapter) => chapter.title))
      const frag = indexRecords(
        [
          [2, 1],
          [3, 1],
          [4, 1],
          [6, 2],
        ],
        fragments.map((fragment, index) => ({
          name: String(fragment.insertAt).padStart(10, '0'),
          values: [[selectors.offsets[index]!], [index], [index], [0, fragment.length]],
        })),
        [selectors.record],
      )
      const skel = indexRecords(
        [
          [1, 1],
          [6, 2],
        ],
        skeletons.map((skeleton, index) => ({
          name: `SKEL${String(index).padStart(10, '0')}`,
          values: [[1], [skeleton.offset, skeleton.length]],
        })),
        [],
      )
      const ncx = indexRecords(
        [
          [1, 1],
          [2, 1],
          [3, 1],
          [4, 1],
          [6, 2],
        ],
        fragments.map((fragment, index) => ({
          name: String(index).padStart(3, '0'),
          values: [[fragment.insertAt], [fragment.length], [labels.offsets[index]!], [0], [index, 0]],
        })),
        [labels.record],
      )
      const fdst = new Uint8Array(20)
      fdst.set(encoder.encode('FDST'), 0)
      writeUint32(fdst, 4, 12)
      writeUint32(fdst, 8, 1)
      writeUint32(fdst, 12, 0)
      writeUint32(fdst, 16, text.length)
      const records = [...frag, ...skel, ...ncx, fdst]
      return {
        records,
        fields: {
          frag: first,
          skel: first + frag.length,
          ncx: first + frag.length + skel.length,
          fdst: first + frag.length + skel.length + ncx.length,
          fdstCount: 1,
        },
      }
    },
  }
}

/** Forward-encoded variable-length number: 7 bits a byte, the high bit set on the last one. */
function varLength(value: number): number[] {
  const bytes = [value & 0x7f]
  for (let rest = value >>> 7; rest > 0; rest >>>= 7) bytes.unshift(rest & 0x7f)
  bytes[bytes.length - 1]! |= 0x80
  return bytes
}

/** A CNCX record: the strings an index refers to, each prefixed with its length; `offsets` is each one's place. */
function cncxRecord(strings: string[]): { record: Uint8Array; offsets: number[] } {
  const bytes: number[] = []
  const offsets: number[] = []
  for (const value of strings) {
    offsets.push(bytes.length)
    const encoded = encoder.encode(value)
    bytes.push(...varLength(encoded.length), ...encoded)
  }
  return { record: Uint8Array.from(bytes), offsets }
}

const INDX_HEADER_LENGTH = 192

function indxHeader(fields: {
  length: number
  idxt?: number
  entries: number
  total?: number
  cncx?: number
}) {
  const header = new Uint8Array(INDX_HEADER_LENGTH)
  header.set(encoder.encode('INDX'), 0)
  writeUint32(header, 4, fields.length)
  writeUint32(header, 20, fields.idxt ?? 0)
  writeUint32(header, 24, fields.entries)
  writeUint32(header, 28, UTF8)
  writeUint32(header, 32, NONE)
  writeUint32(header, 36, fields.total ?? 0)
  writeUint32(header, 52, fields.cncx ?? 0)
  return header
}

/**
 * An index: a header record with the tag table (TAGX), one record of entries, then the CNCX records. Every tag
 * has its own bit in a single control byte; each entry sets all of them and writes `values[i]` for tag `i`.
 */
function indexRecords(
  tags: [tag: number, valuesPerEntry: number][],
  entries: { name: string; values: number[][] }[],
  cncx: Uint8Array[],
): Uint8Array[] {
  const tagx = new Uint8Array(12 + 4 * (tags.length + 1))
  tagx.set(encoder.encode('TAGX'), 0)
  writeUint32(tagx, 4, tagx.length)
  writeUint32(tagx, 8, 1)
  for (const [index, [tag, count]] of tags.entries()) tagx.set([tag, count, 1 << index, 0], 12 + 4 * index)
  tagx.set([0, 0, 0, 1], 12 + 4 * tags.length)
  const header = concatBytes([
    indxHeader({ length: INDX_HEADER_LENGTH, entries: 1, total: entries.length, cncx: cncx.length }),
    tagx,
  ])

  const body: number[] = []
  const positions: number[] = []
  const control = (1 << tags.length) - 1
  for (const entry of entries) {
    positions.push(INDX_HEADER_LENGTH + body.length)
    const name = encoder.encode(entry.name)
    body.push(name.length, ...name, control, ...entry.values.flat().flatMap(varLength))
  }
  while (body.length % 4) body.push(0)
  const idxt = new Uint8Array(4 + 2 * positions.length)
  idxt.set(encoder.encode('IDXT'), 0)
  for (const [index, position] of positions.entries()) writeUint16(idxt, 4 + 2 * index, position)
  const data = concatBytes([
    indxHeader({
      length: INDX_HEADER_LENGTH,
      idxt: INDX_HEADER_LENGTH + body.length,
      entries: entries.length,
    }),
    Uint8Array.from(body),
    idxt,
  ])
  return [header, data, ...cncx]
}

/** EXTH records: 100 author, 503 title, 524 language. */
function exthHeader(spec: MobiSpec): Uint8Array {
  const records = [
    [100, spec.author],
    [503, spec.title],
    [524, 'en'],
  ] as const
  const parts = records.map(([type, value]) => {
    const data = encoder.encode(value)
    const record = new Uint8Array(8 + data.length)
    writeUint32(record, 0, type)
    writeUint32(record, 4, record.length)
    record.set(data, 8)
    return record
  })
  const body = concatBytes(parts)
  const padding = (4 - (body.length % 4)) % 4
  const header = new Uint8Array(12 + body.length + padding)
  header.set(encoder.encode('EXTH'), 0)
  writeUint32(header, 4, 12 + body.length)
  writeUint32(header, 8, records.length)
  header.set(body, 12)
  return header
}

function recordZero(
  spec: MobiSpec,
  textLength: number,
  textRecords: number,
  firstExtra: number,
  fields: Partial<Record<HeaderField, number>>,
): Uint8Array {
  const exth = exthHeader(spec)
  const title = encoder.encode(spec.title)
  const titleOffset = 16 + MOBI_HEADER_LENGTH + exth.length
  const record = new Uint8Array(titleOffset + title.length + 4 - (title.length % 4))
  // PalmDOC header: no compression, text length, record count and size, encryption.
  writeUint16(record, 0, 1)
  writeUint32(record, 4, textLength)
  writeUint16(record, 8, textRecords)
  writeUint16(record, 10, RECORD_SIZE)
  writeUint16(record, 12, spec.encryption ?? 0)
  // MOBI header.
  for (let offset = 40; offset < 16 + MOBI_HEADER_LENGTH; offset += 4) writeUint32(record, offset, NONE)
  record.set(encoder.encode('MOBI'), 16)
  writeUint32(record, 20, MOBI_HEADER_LENGTH)
  writeUint32(record, 24, 2)
  writeUint32(record, 28, UTF8)
  writeUint32(record, 32, hash(spec.title))
  writeUint32(record, 36, spec.kind === 'kf8' ? 8 : 6)
  writeUint32(record, 80, firstExtra)
  writeUint32(record, 84, titleOffset)
  writeUint32(record, 88, title.length)
  writeUint32(record, 92, spec.localeLanguage ?? 9)
  writeUint32(record, 96, 0)
  writeUint32(record, 100, 0)
  writeUint32(record, 104, spec.kind === 'kf8' ? 8 : 6)
  writeUint32(record, 108, firstExtra)
  writeUint32(record, 112, 0)
  writeUint32(record, 116, 0)
  writeUint32(record, 128, 0x40)
  for (let offset = 132; offset < 164; offset += 4) writeUint32(record, offset, 0)
  writeUint32(record, 172, 0)
  writeUint32(record, 176, 0)
  writeUint32(record, 180, 0)
  writeUint32(record, 192, fields.fdst ?? NONE)
  writeUint32(record, 196, fields.fdstCount ?? 1)
  writeUint32(record, 240, 0)
  writeUint32(record, 244, fields.ncx ?? NONE)
  writeUint32(record, 248, fields.frag ?? NONE)
  writeUint32(record, 252, fields.skel ?? NONE)
  record.set(exth, 16 + MOBI_HEADER_LENGTH)
  record.set(title, titleOffset)
  return record
}

/** A stable 32-bit id from the title. */
function hash(text: string): number {
  let value = 0x811c9dc5
  for (const byte of encoder.encode(text)) value = Math.imul(value ^ byte, 0x01000193) >>> 0
  return value
}

/** A Palm database: 78-byte header, the record list (offset, attributes, id), two bytes of padding, the records. */
function palmDatabase(name: string, records: Uint8Array[]): Uint8Array {
  const listEnd = 78 + 8 * records.length + 2
  const header = new Uint8Array(listEnd)
  header.set(encoder.encode(name.replace(/[^\x20-\x7e]/g, '_').slice(0, 31)), 0)
  // Palm dates count seconds from 1904; any fixed date keeps the file byte-identical.
  const date = 3_786_825_600
  writeUint32(header, 36, date)
  writeUint32(header, 40, date)
  header.set(encoder.encode('BOOKMOBI'), 60)
  writeUint32(header, 68, 2 * records.length - 1)
  writeUint16(header, 76, records.length)
  let offset = listEnd
  records.forEach((record, index) => {
    writeUint32(header, 78 + 8 * index, offset)
    writeUint32(header, 78 + 8 * index + 4, 2 * index)
    offset += record.length
  })
  return concatBytes([header, ...records])
}
