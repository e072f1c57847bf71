import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { readString, STORAGE_KEYS, writeString } from '../storage'
import { $toasts, dismissToast } from '../toasts'
import {
  $versionData,
  announceUpdate,
  checkForUpdate,
  parseRelease,
  type ReleaseInfo,
  UPDATE_CHECK_INTERVAL_MS,
  UPDATE_TOAST_MS,
  VERSION_STORAGE_KEYS,
  versionDataFor,
} from './version'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  for (const toast of $toasts.get()) dismissToast(toast.id)
  writeString(STORAGE_KEYS.ignoreVersion, null)
  writeString(VERSION_STORAGE_KEYS.data, null)
  writeString(VERSION_STORAGE_KEYS.lastCheck, null)
})

const release = (tag: string) =>
  parseRelease({ tag_name: tag, name: tag, published_at: '2025-01-01', body: 'notes' })

describe('update check (spec 02 §5, §9)', () => {
  it('checks at most every 5 minutes', () => {
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(300000)
  })

  it('reads v{major}.{minor}.{patch} tags with pre-release and build parts; total = major×10000 + minor×100 + patch', () => {
    expect(release('v2.30.1')).toMatchObject({
      major: 2,
      minor: 30,
      patch: 1,
      total: 23001,
      preRelease: null,
    })
    expect(release('v2.31.0-beta.1+build.5')).toMatchObject({
      version: '2.31.0-beta.1',
      preRelease: 'beta.1',
    })
  })

  it('skips other tags with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(release('latest')).toBeNull()
    expect(warn).toHaveBeenCalled()
  })

  it('finds a newer release and the changelog of the current minor version', () => {
    const releases = ['v2.29.0', 'v2.30.0', 'v2.30.1', 'v2.31.0', 'v2.32.0-beta.1'].map(
      release,
    ) as ReleaseInfo[]
    const data = versionDataFor('2.30.1', releases)
    expect(data).toMatchObject({ hasUpdate: true, latestVersion: '2.31.0', currentVersion: '2.30.1' })
    expect(data?.githubTagUrl).toBe('https://github.com/advplyr/audiobookshelf/releases/tag/v2.31.0')
    expect(data?.releasesToShow.map((entry) => entry.version)).toEqual(['2.30.1', '2.30.0'])
  })

  it('gives no update info when the current version is not among the releases', () => {
    expect(versionDataFor('9.9.9', [release('v2.30.0') as ReleaseInfo])).toBeNull()
  })

  it('a failed check is logged and gives nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(await checkForUpdate('2.30.0', { releasesUrl: 'http://127.0.0.1:9/releases' })).toBeNull()
    expect(error).toHaveBeenCalled()
  })

  it('fetches the releases list and keeps the answer', async () => {
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'application/json' })
      res.end(JSON.stringify([{ tag_name: 'v2.31.0' }, { tag_name: 'v2.30.0', body: 'Fixes' }]))
    })
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
    try {
      const { port } = server.address() as AddressInfo
      const data = await checkForUpdate('v2.30.0', { releasesUrl: `http://127.0.0.1:${port}/releases` })
      expect(data).toMatchObject({ hasUpdate: true, latestVersion: '2.31.0' })
      expect(data?.releasesToShow[0]?.changelog).toBe('Fixes')
      expect($versionData.get()).toEqual(data)
    } finally {
      server.close()
    }
  })

  it('uses the cached answer for the same version within 5 minutes', async () => {
    const cached = versionDataFor('2.30.0', [release('v2.30.0') as ReleaseInfo])
    writeString(VERSION_STORAGE_KEYS.data, JSON.stringify(cached))
    writeString(VERSION_STORAGE_KEYS.lastCheck, String(1000))
    // Nothing listens at this address: only the cache can answer.
    const options = { now: 1000 + UPDATE_CHECK_INTERVAL_MS - 1, releasesUrl: 'http://127.0.0.1:9/releases' }
    expect(await checkForUpdate('2.30.0', options)).toEqual(cached)
    expect($versionData.get()).toEqual(cached)
  })

  it('announces a new version for 20 s with the release page on click, and ignores it only once the toast is gone', () => {
    vi.useFakeTimers()
    const data = versionDataFor(
      '2.30.0',
      [release('v2.30.0'), release('v2.31.0')].filter((r) => r !== null),
    )
    expect(announceUpdate(data)).toBe(true)
    const [toast] = $toasts.get()
    expect(toast).toMatchObject({
      type: 'info',
      message: 'Update is available! Check release notes for v2.31.0',
      timeoutMs: UPDATE_TOAST_MS,
      href: 'https://github.com/advplyr/audiobookshelf/releases/tag/v2.31.0',
    })
    expect(UPDATE_TOAST_MS).toBe(20000)
    // Shown is not seen: a reload while it shows announces it again.
    expect(readString(STORAGE_KEYS.ignoreVersion)).toBeNull()
    vi.advanceTimersByTime(UPDATE_TOAST_MS)
    expect($toasts.get()).toEqual([])
    expect(readString(STORAGE_KEYS.ignoreVersion)).toBe('2.31.0')
    expect(announceUpdate(data)).toBe(false)
    expect(announceUpdate(versionDataFor('2.30.0', [release('v2.30.0') as ReleaseInfo]))).toBe(false)
  })
})
