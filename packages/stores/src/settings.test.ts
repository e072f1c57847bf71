import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { freshBrowser, reloadPage } from '../test/reload'
import { USER_SETTINGS_DEFAULTS } from './settings'

beforeEach(() => freshBrowser())
afterEach(() => vi.restoreAllMocks())

const load = () => import('./settings')

describe('user settings (spec 01 §3 "User settings", §8)', () => {
  it('§3 User settings: without stored settings every setting has its spec default', async () => {
    const { $userSettings } = await load()
    expect($userSettings.get()).toEqual(USER_SETTINGS_DEFAULTS)
  })

  it('§3 changes are saved under userSettings and come back after a reload', async () => {
    const first = await load()
    expect(first.updateUserSettings({ playbackRate: 1.5, orderDesc: true })).toBe(true)
    reloadPage()
    const { $userSettings } = await load()
    expect($userSettings.get()).toMatchObject({ playbackRate: 1.5, orderDesc: true, jumpForwardAmount: 10 })
    const { readJson } = await import('./storage')
    expect(readJson('userSettings')).toMatchObject({ playbackRate: 1.5 })
  })

  it('§3 stored unknown keys and values of the wrong type are ignored', async () => {
    const { writeString } = await import('./storage')
    writeString('userSettings', JSON.stringify({ playbackRate: 'fast', jumpBackwardAmount: 30, bogus: 1 }))
    reloadPage()
    const { $userSettings } = await load()
    expect($userSettings.get().playbackRate).toBe(1)
    expect($userSettings.get().jumpBackwardAmount).toBe(30)
    expect('bogus' in $userSettings.get()).toBe(false)
  })

  it('§8 Stored settings unreadable: the error is logged and the defaults are kept', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { writeString } = await import('./storage')
    writeString('userSettings', '{"playbackRate": 2,')
    reloadPage()
    const { $userSettings } = await load()
    expect($userSettings.get()).toEqual(USER_SETTINGS_DEFAULTS)
    expect(logged).toHaveBeenCalledTimes(1)
  })

  it('an update that changes nothing neither saves nor notifies', async () => {
    const { $userSettings, updateUserSettings } = await load()
    const heard = vi.fn()
    const stop = $userSettings.listen(heard)
    expect(updateUserSettings({ playbackRate: 1 })).toBe(false)
    expect(heard).not.toHaveBeenCalled()
    stop()
  })
})
