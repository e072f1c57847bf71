import { EbookProtectedError } from '@shelfkit/stores'
import { strToU8, zipSync } from 'fflate'
import { describe, expect, it } from 'vitest'
import { checkEpub, checkMobi } from './protection'

/** A Palm database header with one record whose PalmDOC encryption field is `encryption`. */
function mobi(encryption: number): ArrayBuffer {
  const bytes = new Uint8Array(88 + 16)
  const data = new DataView(bytes.buffer)
  data.setUint16(76, 1)
  data.setUint32(78, 88)
  data.setUint16(88 + 12, encryption)
  return bytes.buffer
}

const epub = (files: Record<string, string>) =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])))
    .buffer as ArrayBuffer

describe('locked and damaged e-books are told apart before rendering', () => {
  it('mobi/azw3: the PalmDOC encryption field marks DRM; a cut file is damaged', () => {
    expect(() => checkMobi(mobi(0))).not.toThrow()
    expect(() => checkMobi(mobi(2))).toThrow(EbookProtectedError)
    expect(() => checkMobi(mobi(0).slice(0, 40))).toThrow(/too short/i)
    expect(() => checkMobi(mobi(0).slice(0, 95))).toThrow(/cut off/i)
  })

  it('epub: rights or encrypted content lock it, obfuscated fonts do not', () => {
    const font = '<EncryptionMethod Algorithm="http://www.idpf.org/2008/embedding"/>'
    const aes = '<EncryptionMethod Algorithm="http://www.w3.org/2001/04/xmlenc#aes128-cbc"/>'
    expect(() => checkEpub(epub({ mimetype: 'application/epub+zip' }))).not.toThrow()
    expect(() => checkEpub(epub({ 'META-INF/encryption.xml': font }))).not.toThrow()
    expect(() => checkEpub(epub({ 'META-INF/encryption.xml': aes }))).toThrow(EbookProtectedError)
    expect(() => checkEpub(epub({ 'META-INF/rights.xml': '<rights/>' }))).toThrow(EbookProtectedError)
    expect(() => checkEpub(new Uint8Array([0x50, 0x4b, 3, 4, 9]).buffer)).toThrow()
  })
})
