import { createCipheriv, createHash, randomBytes } from 'node:crypto'

/** Rounds of the RAR 3 key derivation; every 1/16th of the way gives a byte of the IV. */
const ROUNDS = 0x40000

/**
 * RAR 3 file encryption (the RAR 4 archive format's): the AES-128 key and IV come from SHA-1 over the password
 * (UTF-16LE) and an 8-byte salt, repeated 2^18 times with a 3-byte round counter; each file's data, padded with
 * zeros to whole blocks, is AES-128-CBC encrypted. The key is derived once (about a second): files given the same
 * salt share it.
 */
export function rarEncryption(
  password: string,
  salt: Uint8Array = randomBytes(8),
): (data: Uint8Array) => Buffer {
  const seed = Buffer.concat([Buffer.from(password, 'utf16le'), salt])
  const sha1 = createHash('sha1')
  const iv = Buffer.alloc(16)
  const counter = Buffer.alloc(3)
  for (let round = 0; round < ROUNDS; round++) {
    sha1.update(seed)
    counter.writeUIntLE(round, 0, 3)
    sha1.update(counter)
    if (round % (ROUNDS / 16) === 0) iv[round / (ROUNDS / 16)] = sha1.copy().digest()[19] ?? 0
  }
  const digest = sha1.digest()
  // The key is the digest's first four 32-bit words, each written least significant byte first.
  const key = Buffer.alloc(16)
  for (let word = 0; word < 4; word++) key.writeUInt32LE(digest.readUInt32BE(word * 4), word * 4)
  return (data) => {
    const padded = Buffer.alloc(Math.ceil(data.length / 16) * 16)
    padded.set(data)
    const cipher = createCipheriv('aes-128-cbc', key, iv).setAutoPadding(false)
    return Buffer.concat([cipher.update(padded), cipher.final()])
  }
}
