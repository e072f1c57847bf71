import { beforeEach, describe, expect, it } from 'vitest'
import { freshBrowser, reloadPage } from '../../test/reload'

beforeEach(() => freshBrowser())

describe('device info of play requests (spec 01 §9)', () => {
  it('§9 names this client at version 2.30.0 with the device id kept across reloads', async () => {
    const first = (await import('./device-info')).playerDeviceInfo()
    expect(first).toEqual({
      clientName: 'Shelfkit Web',
      clientVersion: '2.30.0',
      deviceId: expect.any(String),
    })
    reloadPage()
    expect((await import('./device-info')).playerDeviceInfo().deviceId).toBe(first.deviceId)
  })
})
