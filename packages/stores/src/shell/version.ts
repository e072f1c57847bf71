import { params } from '@nanostores/i18n'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { readJson, readString, STORAGE_KEYS, writeJson, writeString } from '../storage'
import { showToast } from '../toasts'

/** The update check runs at most this often (spec 02 §9). */
export const UPDATE_CHECK_INTERVAL_MS = 300000
/** The public list of the server's releases. */
export const RELEASES_URL = 'https://api.github.com/repos/advplyr/audiobookshelf/releases'
/** Browser storage keys of the cached check (spec 02 §3). */
export const VERSION_STORAGE_KEYS = { lastCheck: 'lastVerCheck', data: 'versionData' } as const

export interface ReleaseInfo {
  name: string
  version: string
  major: number
  minor: number
  patch: number
  /** major × 10000 + minor × 100 + patch (spec 02 §5 "Update check"). */
  total: number
  preRelease: string | null
  pubdate: string
  changelog: string
}

export interface VersionData {
  hasUpdate: boolean
  latestVersion: string
  githubTagUrl: string
  currentVersion: string
  /** Releases of the current major.minor up to the current version, newest first (the changelog). */
  releasesToShow: ReleaseInfo[]
}

const TAG = /^v(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+[0-9A-Za-z.-]+)?$/

/** A release from the releases list; tags that are not v{major}.{minor}.{patch}[-pre][+build] are skipped. */
export function parseRelease(release: {
  tag_name?: string
  name?: string | null
  published_at?: string | null
  body?: string | null
}): ReleaseInfo | null {
  const match = TAG.exec(release.tag_name ?? '')
  if (!match) {
    console.warn(`Skipping release with an unexpected tag "${release.tag_name}"`)
    return null
  }
  const [major, minor, patch] = [match[1], match[2], match[3]].map(Number) as [number, number, number]
  return {
    name: release.name || (release.tag_name as string),
    version: `${major}.${minor}.${patch}${match[4] ? `-${match[4]}` : ''}`,
    major,
    minor,
    patch,
    total: major * 10000 + minor * 100 + patch,
    preRelease: match[4] ?? null,
    pubdate: release.published_at ?? '',
    changelog: release.body ?? '',
  }
}

/** Update info for `currentVersion`, or null when the releases do not include it (spec 02 §8). */
export function versionDataFor(currentVersion: string, releases: readonly ReleaseInfo[]): VersionData | null {
  const stable = releases.filter((release) => !release.preRelease).sort((a, b) => b.total - a.total)
  const current = stable.find((release) => release.version === currentVersion.replace(/^v/, ''))
  const latest = stable[0]
  if (!current || !latest) return null
  return {
    hasUpdate: latest.total > current.total,
    latestVersion: latest.version,
    githubTagUrl: `https://github.com/advplyr/audiobookshelf/releases/tag/v${latest.version}`,
    currentVersion: current.version,
    releasesToShow: stable.filter(
      (release) =>
        release.major === current.major && release.minor === current.minor && release.total <= current.total,
    ),
  }
}

export const $versionData = shared('version.data', () => atom<VersionData | null>(cachedVersionData(null)))

function cachedVersionData(currentVersion: string | null): VersionData | null {
  const cached = readJson(VERSION_STORAGE_KEYS.data) as VersionData | undefined
  if (!cached || typeof cached.currentVersion !== 'string') return null
  return currentVersion === null || cached.currentVersion === currentVersion ? cached : null
}

/**
 * Checks the releases for a newer server version: the cached answer is used when younger than five minutes and
 * made for this version. A failure is logged and resolves to null.
 */
export async function checkForUpdate(
  currentVersion: string,
  options: { now?: number; releasesUrl?: string } = {},
): Promise<VersionData | null> {
  const { now = Date.now(), releasesUrl = RELEASES_URL } = options
  const version = currentVersion.replace(/^v/, '')
  const cached = cachedVersionData(version)
  const lastCheck = Number(readString(VERSION_STORAGE_KEYS.lastCheck) ?? 0)
  if (cached && now - lastCheck < UPDATE_CHECK_INTERVAL_MS) {
    $versionData.set(cached)
    return cached
  }
  let releases: ReleaseInfo[]
  try {
    const response = await fetch(releasesUrl, { credentials: 'omit' })
    if (!response.ok) throw new Error(`Releases list answered ${response.status}`)
    const list = (await response.json()) as Parameters<typeof parseRelease>[0][]
    releases = list.map(parseRelease).filter((release): release is ReleaseInfo => release !== null)
  } catch (error) {
    console.error('Update check failed', error)
    return null
  }
  const data = versionDataFor(version, releases)
  writeString(VERSION_STORAGE_KEYS.lastCheck, String(now))
  writeJson(VERSION_STORAGE_KEYS.data, data)
  $versionData.set(data)
  return data
}

/** The update toast stays hidden once closed for that version (spec 02 §5). */
export function isVersionIgnored(version: string): boolean {
  return readString(STORAGE_KEYS.ignoreVersion) === version
}

export function ignoreVersion(version: string): void {
  writeString(STORAGE_KEYS.ignoreVersion, version)
}

/** The update toast stays 20 s (spec 02 §9). */
export const UPDATE_TOAST_MS = 20000

const updateMessages = storeMessages('shell.update', {
  available: params('Update is available! Check release notes for v{version}'),
})

/**
 * Spec 02 §4 "Update check": an info toast for 20 s when a newer release exists and was not dismissed before;
 * clicking it opens the release page, and once it is gone (closed, clicked or timed out) that version is ignored.
 * Answers whether it was shown.
 */
export function announceUpdate(data: VersionData | null): boolean {
  if (!data?.hasUpdate || isVersionIgnored(data.latestVersion)) return false
  const version = data.latestVersion
  showToast({
    type: 'info',
    message: updateMessages.get().available({ version }),
    timeoutMs: UPDATE_TOAST_MS,
    href: data.githubTagUrl,
    key: 'update-available',
    onClose: () => ignoreVersion(version),
  })
  return true
}
