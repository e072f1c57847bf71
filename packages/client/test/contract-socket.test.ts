import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import { ServerToClientEventSchemas, type ServerToClientEvents } from '../src/types'
import { hasSamples, type RecordedSocketEvent, readSocketEvents } from './contract-samples'
import { undeclaredFields } from './contract-undeclared-fields'

function isServerEvent(name: string): name is keyof ServerToClientEvents {
  return Object.hasOwn(ServerToClientEventSchemas, name)
}

describe.skipIf(!hasSamples)('recorded socket events', () => {
  const received: RecordedSocketEvent[] = hasSamples
    ? readSocketEvents().filter((event) => event.direction === 'in')
    : []
  const byName = new Map<string, RecordedSocketEvent[]>()
  for (const event of received) byName.set(event.event, [...(byName.get(event.event) ?? []), event])

  test('every event the server sent has a payload type', () => {
    expect([...byName.keys()].filter((name) => !isServerEvent(name))).toEqual([])
  })

  test.each([...byName.keys()])('%s payloads satisfy their schema and declare every field', (name) => {
    if (!isServerEvent(name)) throw new Error(`${name} is not in ServerToClientEvents`)
    const schema: v.GenericSchema = ServerToClientEventSchemas[name]
    for (const event of byName.get(name) ?? []) {
      const result = v.safeParse(schema, event.payload)
      const where = `${event.phase} ${event.socket} ${event.t}`
      expect(
        result.success ? [] : result.issues.map((issue) => `${v.getDotPath(issue)}: ${issue.message}`),
        where,
      ).toEqual([])
      expect(undeclaredFields(schema, event.payload), where).toEqual([])
    }
  })

  test('the payload of the emitted auth is the access token string', () => {
    const auths = readSocketEvents().filter((event) => event.direction === 'out' && event.event === 'auth')
    expect(auths.length).toBeGreaterThan(0)
    for (const auth of auths) expect(typeof auth.payload).toBe('string')
  })

  test('progress updates carry the session that made them and the new progress', () => {
    const updates = (byName.get('user_item_progress_updated') ?? []).map((event) =>
      v.parse(ServerToClientEventSchemas.user_item_progress_updated, event.payload),
    )
    expect(updates.length).toBeGreaterThan(0)
    for (const update of updates) {
      expect(update.id).toBe(update.data.id)
      expect(update.data.currentTime).toBeGreaterThanOrEqual(0)
    }
  })
})
