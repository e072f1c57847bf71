import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAppServer } from './serve'
import { pickEncoding, precompress } from './static-files'

const SCRIPT = `export const words = ${JSON.stringify('audiobookshelf '.repeat(2000))}\n`
let app: Server
let base: string

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: Buffer
}

/** A raw request: fetch would decompress the body and hide the encoding. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    // Options rather than a URL, so a path with `..` reaches the server as written.
    const { hostname, port } = new URL(base)
    const req = request({ hostname, port, path, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      )
    })
    req.on('error', reject)
    req.end()
  })
}

beforeAll(async () => {
  const parent = mkdtempSync(join(tmpdir(), 'shelfkit-static-'))
  const dist = join(parent, 'dist')
  mkdirSync(join(dist, 'assets'), { recursive: true })
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shelfkit</title>')
  writeFileSync(join(dist, 'assets/app-1234.js'), SCRIPT)
  // A sibling folder whose name starts like the app's must stay out of reach.
  mkdirSync(join(parent, 'dist-private'))
  writeFileSync(join(parent, 'dist-private/secret.txt'), 'secret')
  app = await startAppServer({ serverUrl: 'http://127.0.0.1:9', distDir: dist, port: 0 })
  base = `http://127.0.0.1:${(app.address() as AddressInfo).port}`
})

afterAll(() => app?.close())

describe('built files', () => {
  it('sends scripts brotli-compressed to browsers that accept it, decoding to the same bytes', async () => {
    const answer = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip, deflate, br' })
    expect(answer.headers['content-encoding']).toBe('br')
    expect(answer.headers.vary).toBe('Accept-Encoding')
    expect(answer.headers['cache-control']).toContain('immutable')
    expect(answer.body.length).toBeLessThan(SCRIPT.length / 10)
    expect(brotliDecompressSync(answer.body).toString()).toBe(SCRIPT)
  })

  it('falls back to gzip, then to the plain file', async () => {
    const gzipped = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip' })
    expect(gzipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT)
    const plain = await get('/assets/app-1234.js', { 'accept-encoding': 'identity' })
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString()).toBe(SCRIPT)
  })

  it('answers a revalidation of the page with 304 and no body', async () => {
    const first = await get('/library/x/bookshelf')
    expect(first.headers['cache-control']).toBe('no-cache')
    const lastModified = String(first.headers['last-modified'])
    const again = await get('/library/x/bookshelf', { 'if-modified-since': lastModified })
    expect(again.status).toBe(304)
    expect(again.body.length).toBe(0)
  })

  it('never serves a file outside the build, even from a folder named like it', async () => {
    const answer = await get('/../dist-private/secret.txt')
    expect(answer.body.toString()).not.toContain('secret')
    const encoded = await get('/%2e%2e/dist-private/secret.txt')
    expect(encoded.body.toString()).not.toContain('secret')
  })
})

describe('precompress', () => {
  it('compresses the text files of the build, in every folder, ahead of the first visit', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'shelfkit-precompress-'))
    mkdirSync(join(dist, 'assets/deep'), { recursive: true })
    writeFileSync(join(dist, 'index.html'), '<!doctype html>')
    writeFileSync(join(dist, 'assets/deep/chunk-1.js'), SCRIPT)
    writeFileSync(join(dist, 'assets/cover.png'), Buffer.from([137, 80, 78, 71]))
    expect(await precompress(dist)).toBe(2)
  })
})

describe('pickEncoding', () => {
  it('prefers brotli, honours q=0 refusals and wildcards', () => {
    expect(pickEncoding('gzip, br')).toBe('br')
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip')
    expect(pickEncoding('*')).toBe('gzip')
    expect(pickEncoding('identity')).toBeNull()
    expect(pickEncoding(undefined)).toBeNull()
  })
})
