import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto'

const keyLength = 32

/** "salt:hash" in hex; an empty password gives an empty string, as the real server stores it for root. */
export function hashPassword(password: string): string {
  if (!password) return ''
  const salt = randomBytes(16)
  return `${salt.toString('hex')}:${scryptSync(password, salt, keyLength).toString('hex')}`
}

export function checkPassword(password: string, pash: string): boolean {
  if (!pash) return !password
  const [saltHex, hashHex] = pash.split(':')
  if (!saltHex || !hashHex) return false
  const expected = Buffer.from(hashHex, 'hex')
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length)
  return timingSafeEqual(expected, actual)
}
