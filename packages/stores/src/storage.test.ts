import { afterEach, describe, expect, it } from 'vitest'
import { readJson, readString, STORAGE_KEYS, writeJson, writeString } from './storage'

afterEach(() => writeString('storage-test', null))

describe('browser storage (spec 01 §3 "Local storage keys")', () => {
  it('§3 uses the spec key names, and a shelfkit: prefix for our own', () => {
    expect(STORAGE_KEYS).toMatchObject({
      language: 'lang',
      ignoreVersion: 'ignoreVersion',
      playerQueueAutoPlay: 'playerQueueAutoPlay',
      volume: 'volume',
      userSettings: 'userSettings',
      deviceId: 'deviceId',
    })
    for (const key of [STORAGE_KEYS.serverUrl, STORAGE_KEYS.authMode, STORAGE_KEYS.accessToken]) {
      expect(key.startsWith('shelfkit:')).toBe(true)
    }
  })

  it('stores and removes strings (memory stand-in where there is no localStorage)', () => {
    expect(readString('storage-test')).toBeNull()
    writeString('storage-test', 'value')
    expect(readString('storage-test')).toBe('value')
    writeString('storage-test', null)
    expect(readString('storage-test')).toBeNull()
  })

  it('reads JSON back and tolerates garbage, reporting it', () => {
    writeJson('storage-test', { a: 1 })
    expect(readJson('storage-test')).toEqual({ a: 1 })
    writeString('storage-test', '{not json')
    const problems: unknown[] = []
    expect(readJson('storage-test', (error) => problems.push(error))).toBeUndefined()
    expect(problems).toHaveLength(1)
    expect(readJson('storage-missing')).toBeUndefined()
  })
})
