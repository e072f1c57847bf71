import { strToU8, zipSync } from 'fflate'
import { escapeXml } from '../../util/html'

export interface CbzSpec {
  title: string
  series?: string
  number?: string
  writer: string
  year?: number
  summary?: string
  languageIso?: string
  /** JPEG bytes, in reading order. */
  pages: Uint8Array[]
}

const ZIP_TIME = new Date('2024-01-01T00:00:00Z')

/** Builds a comic book archive: numbered JPEG pages plus a ComicInfo.xml with the metadata. */
export function buildCbz(spec: CbzSpec): Uint8Array {
  const entries: Record<string, [Uint8Array, { level: 0 }]> = {}
  spec.pages.forEach((page, index) => {
    // JPEG does not compress further; store the pages as they are.
    entries[`page-${String(index + 1).padStart(3, '0')}.jpg`] = [page, { level: 0 }]
  })
  return zipSync({ ...entries, 'ComicInfo.xml': strToU8(comicInfo(spec)) }, { mtime: ZIP_TIME })
}

function comicInfo(spec: CbzSpec): string {
  const fields: [string, string | number | undefined][] = [
    ['Title', spec.title],
    ['Series', spec.series],
    ['Number', spec.number],
    ['Summary', spec.summary],
    ['Year', spec.year],
    ['Writer', spec.writer],
    ['PageCount', spec.pages.length],
    ['LanguageISO', spec.languageIso],
  ]
  const body = fields
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `  <${name}>${escapeXml(String(value))}</${name}>`)
    .join('\n')
  return `<?xml version="1.0" encoding="utf-8"?>\n<ComicInfo xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">\n${body}\n</ComicInfo>\n`
}
