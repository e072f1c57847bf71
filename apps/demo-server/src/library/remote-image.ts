import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address === '::ffff:127.0.0.1'
}

/** Only loopback hosts: the demo server never reaches outside the machine. */
export async function hostIsLoopback(hostname: string): Promise<boolean> {
  const bare = hostname.replace(/^\[|\]$/g, '')
  if (isIP(bare)) return isLoopback(bare)
  try {
    const addresses = await lookup(bare, { all: true })
    return addresses.length > 0 && addresses.every((a) => isLoopback(a.address))
  } catch {
    return false
  }
}

export type RemoteImage =
  | { bytes: Buffer; contentType: string }
  | { failure: 'invalid-url' | 'not-loopback' | 'status' | 'unreachable'; detail: string }

/** GETs a file from a loopback URL (the real server's downloads have a 30 s timeout). */
export async function fetchRemoteImage(url: string, timeoutMs = 30_000): Promise<RemoteImage> {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return { failure: 'invalid-url', detail: url }
  }
  if (!(await hostIsLoopback(parsed.hostname)))
    return { failure: 'not-loopback', detail: 'only loopback hosts are reachable' }
  try {
    const response = await fetch(parsed, { signal: AbortSignal.timeout(timeoutMs) })
    if (!response.ok) return { failure: 'status', detail: String(response.status) }
    const contentType = response.headers.get('content-type') ?? ''
    return { bytes: Buffer.from(await response.arrayBuffer()), contentType }
  } catch (error) {
    return { failure: 'unreachable', detail: (error as Error).message }
  }
}
