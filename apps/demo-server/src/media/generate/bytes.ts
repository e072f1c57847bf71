/** Byte helpers of the binary e-book writers (Mobipocket and KF8 are big-endian, RAR little-endian). */

export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const result = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    result.set(part, offset)
    offset += part.length
  }
  return result
}

export function writeUint16(target: Uint8Array, offset: number, value: number, littleEndian = false): void {
  new DataView(target.buffer, target.byteOffset).setUint16(offset, value, littleEndian)
}

export function writeUint32(target: Uint8Array, offset: number, value: number, littleEndian = false): void {
  new DataView(target.buffer, target.byteOffset).setUint32(offset, value >>> 0, littleEndian)
}

const CRC_TABLE = Uint32Array.from({ length: 256 }, (_, index) => {
  let value = index
  for (let bit = 0; bit < 8; bit++) value = value & 1 ? 0xedb88320 ^ (value >>> 1) : value >>> 1
  return value
})

/** CRC-32 (the zip and RAR checksum). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8)
  return (crc ^ 0xffffffff) >>> 0
}
