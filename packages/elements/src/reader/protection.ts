import { EbookProtectedError } from '@shelfkit/stores'
import { strFromU8, unzipSync } from 'fflate'

/** Encryption of embedded fonts only (IDPF and Adobe obfuscation): the text stays readable. */
const FONT_OBFUSCATION = ['http://www.idpf.org/2008/embedding', 'http://ns.adobe.com/pdf/enc#RC']

/**
 * Mobipocket and KF8 files say in their PalmDOC header (record 0, offset 12) whether the text is encrypted. A file
 * shorter than its record list says (cut off) is damaged: the parser would show what is left without a word.
 */
export function checkMobi(bytes: ArrayBuffer): void {
  const data = new DataView(bytes)
  if (bytes.byteLength < 86) throw new Error('Too short for a Mobipocket file')
  const records = data.getUint16(76)
  if (records < 1 || 78 + 8 * records > bytes.byteLength) throw new Error('The record list is cut off')
  const recordZero = data.getUint32(78)
  const lastRecord = data.getUint32(78 + 8 * (records - 1))
  if (recordZero + 16 > bytes.byteLength || lastRecord >= bytes.byteLength)
    throw new Error('Records are missing: the file is cut off')
  if (data.getUint16(recordZero + 12) !== 0) throw new EbookProtectedError('Mobipocket book')
}

/** An epub is locked when it carries DRM rights (Adobe) or encrypts more than its fonts. */
export function checkEpub(bytes: ArrayBuffer): void {
  const names = ['META-INF/encryption.xml', 'META-INF/rights.xml']
  const files = unzipSync(new Uint8Array(bytes), { filter: (file) => names.includes(file.name) })
  if (files['META-INF/rights.xml']) throw new EbookProtectedError('epub')
  const encryption = files['META-INF/encryption.xml']
  if (!encryption) return
  const algorithms = [...strFromU8(encryption).matchAll(/Algorithm\s*=\s*["']([^"']+)["']/g)].map((m) => m[1])
  if (algorithms.some((algorithm) => !FONT_OBFUSCATION.includes(algorithm ?? '')))
    throw new EbookProtectedError('epub')
}
