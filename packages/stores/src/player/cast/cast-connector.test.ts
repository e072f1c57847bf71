import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeCastFramework } from '../../../test/cast-fake'
import { playerMessages } from '../constants'
import type { CastWindow } from './cast-api'
import { CAST_RECEIVER_APP_ID, createCastConnector } from './cast-connector'
import { CAST_SENDER_URL } from './cast-scripts'
import { createLazyCastConnector } from './lazy-cast-connector'

function setupWith(create: typeof createCastConnector) {
  const framework = fakeCastFramework()
  const win: CastWindow = {}
  const scripts: string[] = []
  const connected: boolean[] = []
  const warnings: string[] = []
  const connector = create({
    window: win,
    loadScript: async (url) => {
      scripts.push(url)
      framework.installInto(win)
    },
    onConnectedChange: (value) => connected.push(value),
    showWarning: (message) => warnings.push(message),
  })
  return { framework, connector, scripts, connected, warnings }
}

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

// The lazy connector (its code fetched once casting is enabled) must behave exactly as the connector itself.
describe.each([
  ['connector', createCastConnector],
  ['lazily loaded connector', createLazyCastConnector],
])('Cast sender loading, %s (spec 01 §2 "cast button", §4 "Casting")', (_name, create) => {
  const setup = () => setupWith(create)

  it('loads nothing while the server does not enable casting', async () => {
    const { connector, scripts } = setup()
    await connector.configure({ enabled: false, secure: true })
    expect(scripts).toEqual([])
    expect(connector.$cast.get()).toMatchObject({ enabled: false, ready: false })
  })

  it('on an insecure page loads nothing and the cast button warns that casting needs https', async () => {
    const { connector, scripts, warnings } = setup()
    await connector.configure({ enabled: true, secure: false })
    expect(scripts).toEqual([])
    expect(connector.$cast.get()).toMatchObject({ enabled: true, insecure: true })
    connector.requestSession()
    expect(warnings).toEqual([playerMessages.get().castNeedsHttps])
  })

  it('loads the framework once and sets up the audiobookshelf receiver, joining sessions of this origin', async () => {
    const { connector, scripts, framework } = setup()
    await connector.configure({ enabled: true, secure: true })
    await connector.configure({ enabled: true, secure: true })
    expect(scripts).toEqual([CAST_SENDER_URL])
    expect(framework.options).toEqual([
      { receiverApplicationId: CAST_RECEIVER_APP_ID, autoJoinPolicy: 'origin_scoped' },
    ])
    expect(connector.$cast.get().ready).toBe(true)
  })

  it('a started session switches the player to the receiver, an ended one back', async () => {
    const { connector, connected, framework } = setup()
    await connector.configure({ enabled: true, secure: true })
    connector.requestSession()
    expect(connector.$cast.get()).toMatchObject({ connected: true, deviceName: 'Living Room' })
    framework.endSession()
    expect(connected).toEqual([true, false])
    expect(connector.$cast.get().connected).toBe(false)
  })
})
