import { randomBytes } from 'node:crypto'
import { concatBytes, crc32, writeUint16, writeUint32 } from './bytes'
import { rarEncryption } from './rar-encryption'

export interface CbrSpec {
  /** JPEG bytes, in reading order. */
  pages: Uint8Array[]
  /** Encrypts every page with this password (RAR 3 AES-128, see rar-encryption.ts): a protected archive. */
  password?: string
}

/** RAR 4 block types. */
const MAIN_HEAD = 0x73
const FILE_HEAD = 0x74
const END_HEAD = 0x7b
const SIGNATURE = Uint8Array.from([0x52, 0x61, 0x72, 0x21, 0x1a, 0x07, 0x00])
/** File header flags: the block has data after it (always set on files), the file is encrypted, with a salt. */
const LONG_BLOCK = 0x8000
const ENCRYPTED = 0x0004
const SALTED = 0x0400
/** Compression method "store": the data is the file as it is. */
const STORE = 0x30
/** 2024-01-01 00:00:00 as an MS-DOS date and time. */
const DOS_TIME = ((2024 - 1980) << 25) | (1 << 21) | (1 << 16)

/**
 * A comic book RAR archive (RAR 4 format, every page stored uncompressed): the signature, the archive header, one
 * file header and its data per page (`page-001.jpg`…), and the end-of-archive block. Each header carries the low
 * 16 bits of the CRC-32 of its bytes after the CRC field, each file the CRC-32 of its data. With a password, each
 * file's header carries its salt after the name and its data is encrypted (the CRC stays that of the plain page).
 */
export function buildCbr(spec: CbrSpec): Uint8Array {
  const parts: Uint8Array[] = [SIGNATURE, block(MAIN_HEAD, 0, new Uint8Array(6))]
  const salt = spec.password === undefined ? new Uint8Array(0) : randomBytes(8)
  const encrypt = spec.password === undefined ? null : rarEncryption(spec.password, salt)
  spec.pages.forEach((page, index) => {
    const name = new TextEncoder().encode(`page-${String(index + 1).padStart(3, '0')}.jpg`)
    const data = encrypt ? encrypt(page) : page
    const fields = new Uint8Array(25 + name.length + salt.length)
    writeUint32(fields, 0, data.length, true)
    writeUint32(fields, 4, page.length, true)
    fields[8] = 0 // MS-DOS host
    writeUint32(fields, 9, crc32(page), true)
    writeUint32(fields, 13, DOS_TIME, true)
    fields[17] = encrypt ? 29 : 20 // the version that can extract it: 2.0, 2.9 for AES
    fields[18] = STORE
    writeUint16(fields, 19, name.length, true)
    writeUint32(fields, 21, 0x20, true) // archive attribute
    fields.set(name, 25)
    fields.set(salt, 25 + name.length)
    const flags = LONG_BLOCK | (encrypt ? ENCRYPTED | SALTED : 0)
    parts.push(block(FILE_HEAD, flags, fields), data)
  })
  parts.push(block(END_HEAD, 0x4000, new Uint8Array(0)))
  return concatBytes(parts)
}

/** One block: CRC16, type, flags, size, then the type's fields. */
function block(type: number, flags: number, fields: Uint8Array): Uint8Array {
  const bytes = new Uint8Array(7 + fields.length)
  bytes[2] = type
  writeUint16(bytes, 3, flags, true)
  writeUint16(bytes, 5, bytes.length, true)
  bytes.set(fields, 7)
  writeUint16(bytes, 0, crc32(bytes.subarray(2)) & 0xffff, true)
  return bytes
}
