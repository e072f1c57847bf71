import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/** ../shared/abs-api-samples next to the repository (absent on machines without the recordings). */
export const samplesDir = resolve(import.meta.dirname, '../../../../../shared/abs-api-samples')

export interface RecordedRequest {
  method: string
  path: string
  headers: Record<string, string>
  body: unknown
}

export interface RecordedResponse {
  status: number
  headers: Record<string, string | string[]>
  body: unknown
}

export interface Exchange {
  file: string
  request: RecordedRequest
  response: RecordedResponse
  note?: string
}

export const samplesAvailable = (dir = samplesDir): boolean => existsSync(join(dir, 'README.md'))

/** The exchanges of a folder in recording order: the order of its README table, then any others. */
export function loadExchanges(dir = samplesDir): Exchange[] {
  const readme = readFileSync(join(dir, 'README.md'), 'utf8')
  const listed = [...readme.matchAll(/^\| (\S+\.json) \|/gm)].map((m) => m[1]!)
  const present = readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'socket-events.json')
  const ordered = [
    ...listed.filter((f) => present.includes(f)),
    ...present.filter((f) => !listed.includes(f)).sort(),
  ]
  return ordered.map((file) => ({
    file,
    ...(JSON.parse(readFileSync(join(dir, file), 'utf8')) as Omit<Exchange, 'file'>),
  }))
}

/**
 * Ids listed under "Sample data ids" in a README that the demo server's sample data has too: libraries,
 * items, episodes, users, Author A, Series X. Collections and playlists there were created by the recording.
 */
export function sampleIdsIn(dir = samplesDir): Set<string> {
  const readme = readFileSync(join(dir, 'README.md'), 'utf8')
  const section = readme.split(/^## /m).find((part) => part.startsWith('Sample data ids')) ?? ''
  const lines = section.split('\n').filter((line) => !/collection|playlist/i.test(line))
  return new Set(
    lines.flatMap((line) =>
      [...line.matchAll(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g)].map((m) => m[0]),
    ),
  )
}

export const isBinaryBody = (
  body: unknown,
): body is { _binary: true; byteLength: number; firstBytesHex: string } =>
  !!body && typeof body === 'object' && (body as { _binary?: unknown })._binary === true
