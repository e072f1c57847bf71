import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** The recordings of real servers: ../shared/abs-api-samples beside the repository, or `ABS_API_SAMPLES_DIR`. */
export const samplesDir = resolve(
  process.env.ABS_API_SAMPLES_DIR ?? resolve(import.meta.dirname, '../../../../shared/abs-api-samples'),
)
export const hasSamples = existsSync(samplesDir)

/** Sample folders: the 2.30 recordings and the 2.36 ones; names in tables are relative to `samplesDir`. */
const folders = ['', 'v2.36']

/** A binary body as the recorder stored it. */
export interface RecordedBinary {
  _binary: true
  byteLength: number
  firstBytesHex: string
}

/** One recorded HTTP exchange. */
export interface RecordedExchange {
  request: { method: string; path: string; headers: Record<string, string>; body: unknown }
  response: {
    status: number
    statusText: string
    headers: Record<string, string | string[]>
    body: unknown
  }
  note?: string
}

/** Every recorded exchange file, e.g. `GET_api_me.json`, `v2.36/POST_login.json`. */
export function listExchangeFiles(): string[] {
  return folders.flatMap((folder) =>
    readdirSync(join(samplesDir, folder))
      .filter((name) => name.endsWith('.json') && name !== 'socket-events.json')
      .map((name) => (folder ? `${folder}/${name}` : name))
      .sort(),
  )
}

export function readExchange(file: string): RecordedExchange {
  return JSON.parse(readFileSync(join(samplesDir, file), 'utf8')) as RecordedExchange
}

export function isRecordedBinary(body: unknown): body is RecordedBinary {
  return typeof body === 'object' && body !== null && '_binary' in body
}

/** One entry of socket-events.json. */
export interface RecordedSocketEvent {
  t: string
  phase: string
  socket: string
  direction: 'in' | 'out' | 'local'
  event: string
  payload: unknown
}

export function readSocketEvents(): RecordedSocketEvent[] {
  const file = JSON.parse(readFileSync(join(samplesDir, 'socket-events.json'), 'utf8')) as {
    events: RecordedSocketEvent[]
  }
  return file.events
}
