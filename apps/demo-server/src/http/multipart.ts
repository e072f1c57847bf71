import { Readable } from 'node:stream'
import type { Request as ExpressRequest } from 'express'

/** A multipart/form-data body as fields and files (Node's own FormData parser); null for any other body. */
export async function multipartOf(req: ExpressRequest): Promise<FormData | null> {
  const type = req.get('content-type') ?? ''
  if (!type.startsWith('multipart/form-data')) return null
  const body = Readable.toWeb(req) as ReadableStream<Uint8Array>
  try {
    return await new Request('http://upload.invalid/', {
      method: 'POST',
      headers: { 'content-type': type },
      body,
      duplex: 'half',
    } as RequestInit).formData()
  } catch {
    return null
  }
}
