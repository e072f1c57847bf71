import { createCipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * The PDF standard security handler, revision 6 (AES-256, ISO 32000-2 §7.6.4): a random file key encrypts every
 * string and stream (AES-256-CBC, a random IV before the data); the /Encrypt dictionary lets a reader check a user
 * password and recover the file key from it. Only Node's crypto (SHA-2 and AES) is needed.
 */
export interface PdfEncryption {
  /** The `/Encrypt` dictionary's body. */
  dictionary: string
  /** A string or stream's bytes as they are written in the encrypted file. */
  encrypt(data: Uint8Array): Buffer
}

/** Permissions: print, copy and the rest allowed (bits 3-6, 9-12 set; the low two clear, the high ones set). */
const PERMISSIONS = -4

/** ISO 32000-2 algorithm 2.B: the hash of a password with a salt (and, for the owner, the user key). */
function hardenedHash(password: Buffer, salt: Buffer, userKey: Buffer): Buffer {
  let key = createHash('sha256')
    .update(Buffer.concat([password, salt, userKey]))
    .digest()
  for (let rounds = 1; ; rounds++) {
    const block = Buffer.concat([password, key, userKey])
    const repeated = Buffer.concat(Array.from({ length: 64 }, () => block))
    const cipher = createCipheriv('aes-128-cbc', key.subarray(0, 16), key.subarray(16, 32)).setAutoPadding(
      false,
    )
    const encrypted = Buffer.concat([cipher.update(repeated), cipher.final()])
    let sum = 0
    for (const byte of encrypted.subarray(0, 16)) sum += byte
    key = createHash(['sha256', 'sha384', 'sha512'][sum % 3] as string)
      .update(encrypted)
      .digest()
    // At least 64 rounds, then until the last byte encrypted is at most the rounds done less 32.
    if (rounds >= 64 && (encrypted.at(-1) ?? 0) <= rounds - 32) break
  }
  return key.subarray(0, 32)
}

function aesNoIv(key: Buffer, data: Buffer, mode: 'aes-256-cbc' | 'aes-256-ecb'): Buffer {
  const cipher = createCipheriv(mode, key, mode === 'aes-256-cbc' ? Buffer.alloc(16) : null).setAutoPadding(
    false,
  )
  return Buffer.concat([cipher.update(data), cipher.final()])
}

const hex = (bytes: Buffer) => `<${bytes.toString('hex')}>`

export function pdfEncryption(
  userPassword: string,
  ownerPassword = randomBytes(16).toString('hex'),
): PdfEncryption {
  const fileKey = randomBytes(32)
  const user = Buffer.from(userPassword, 'utf8').subarray(0, 127)
  const owner = Buffer.from(ownerPassword, 'utf8').subarray(0, 127)
  const [userValidation, userKeySalt, ownerValidation, ownerKeySalt] = [8, 8, 8, 8].map((n) => randomBytes(n))
  const u = Buffer.concat([hardenedHash(user, userValidation, Buffer.alloc(0)), userValidation, userKeySalt])
  const ue = aesNoIv(hardenedHash(user, userKeySalt, Buffer.alloc(0)), fileKey, 'aes-256-cbc')
  const o = Buffer.concat([hardenedHash(owner, ownerValidation, u), ownerValidation, ownerKeySalt])
  const oe = aesNoIv(hardenedHash(owner, ownerKeySalt, u), fileKey, 'aes-256-cbc')
  const perms = Buffer.alloc(16)
  perms.writeInt32LE(PERMISSIONS, 0)
  perms.writeUInt32LE(0xffffffff, 4)
  perms.write('Tadb', 8, 'latin1')
  randomBytes(4).copy(perms, 12)
  const dictionary =
    '<< /Filter /Standard /V 5 /R 6 /Length 256 ' +
    '/CF << /StdCF << /Type /CryptFilter /CFM /AESV3 /AuthEvent /DocOpen /Length 32 >> >> /StmF /StdCF /StrF /StdCF ' +
    `/O ${hex(o)} /U ${hex(u)} /OE ${hex(oe)} /UE ${hex(ue)} /P ${PERMISSIONS} ` +
    `/Perms ${hex(aesNoIv(fileKey, perms, 'aes-256-ecb'))} /EncryptMetadata true >>`
  return {
    dictionary,
    encrypt(data) {
      const iv = randomBytes(16)
      const cipher = createCipheriv('aes-256-cbc', fileKey, iv)
      return Buffer.concat([iv, cipher.update(data), cipher.final()])
    },
  }
}
