import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

/** An address where nothing listens (a port just freed). */
export async function closedAddress(): Promise<string> {
  const server = createServer()
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  await new Promise((done) => server.close(done))
  return `http://127.0.0.1:${port}`
}
