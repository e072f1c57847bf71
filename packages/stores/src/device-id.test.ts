import { beforeEach, describe, expect, it } from 'vitest'
import { freshBrowser, reloadPage } from '../test/reload'

beforeEach(() => freshBrowser())

describe('device id (spec 01 §3 "Local storage keys")', () => {
  it('§3 is created once and kept across reloads', async () => {
    const first = (await import('./device-id')).getDeviceId()
    expect(first).toMatch(/^[0-9a-f]{32}$/)
    expect((await import('./device-id')).getDeviceId()).toBe(first)
    reloadPage()
    expect((await import('./device-id')).getDeviceId()).toBe(first)
    const { readString } = await import('./storage')
    expect(readString('deviceId')).toBe(first)
  })

  it('§3 another browser (empty storage) gets a different id', async () => {
    const first = (await import('./device-id')).getDeviceId()
    freshBrowser()
    const second = (await import('./device-id')).getDeviceId()
    expect(second).not.toBe(first)
  })
})
