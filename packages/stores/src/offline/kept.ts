import { isApiError, type LibraryItem } from '@shelfkit/client'
import { atom, map, type ReadableAtom } from 'nanostores'
import { formatBytes } from '../format'
import { params, storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { serverErrorText } from '../server-error'
import { $serverUrl, $sessionFromDevice, $sessionStatus, $user, getClient } from '../session'
import { showToast } from '../toasts'
import { $connection } from './connection'
import { hasDeviceStorage, keptRecords, removeParts } from './device-store'
import { downloadCover, isQuotaError } from './download'
import { downloadKeptFiles } from './kept-download'
import {
  displayOf,
  type KeptItem,
  type KeptStatus,
  keptBytes,
  keptFilesOf,
  mediaKey,
  totalBytes,
} from './kept-media'
import { refreshDeviceStorage } from './storage-estimate'

export const keptMessages = storeMessages('offline.kept', {
  kept: params('“{title}” is kept on this device'),
  removed: params('“{title}” was removed from this device'),
  full: params(
    'Not enough storage on this device to keep “{title}” ({needed} needed). The partial download was removed.',
  ),
  fullWithFree: params(
    'Not enough storage on this device to keep “{title}” ({needed} needed, {free} free). The partial download was removed.',
  ),
  forbidden: params('You are not allowed to download “{title}”'),
  gone: params('“{title}” is no longer on the server'),
  failed: params('Keeping “{title}” stopped: {reason}'),
  nothingToPlay: 'This has no audio to keep',
  cannotStart: 'Could not keep this on the device',
})

/** Storage full: what was needed and, when the browser tells, what is free. */
function storageFullMessage(title: string, needed: number, free: number | null): string {
  const t = keptMessages.get()
  return free === null
    ? t.full({ title, needed: formatBytes(needed) })
    : t.fullWithFree({ title, needed: formatBytes(needed), free: formatBytes(Math.max(0, free)) })
}

const records = keptRecords<KeptItem>()

const state = shared('offline.kept', () => ({
  $kept: atom<Readonly<Record<string, KeptItem>>>({}),
  /** Bytes on the device of each kept item (changes with every stored part while downloading; kept apart). */
  $bytes: map<Record<string, number | undefined>>({}),
  loadedFor: null as string | null,
  /** The download under way; `done` settles once none of its parts is being written any more. */
  running: null as { key: string; abort: AbortController; done: Promise<void> } | null,
}))

/** The current user's books and episodes kept on this device, by `mediaKey`. */
export const $keptItems: ReadableAtom<Readonly<Record<string, KeptItem>>> = state.$kept
/** Bytes stored so far of kept items, by key, updated while they download. */
export const $keptBytes: ReadableAtom<Record<string, number | undefined>> = state.$bytes

/** Whether this browser can keep media (Cache Storage and IndexedDB, which need a secure page). */
export const canKeepOnDevice = hasDeviceStorage

export function keptItemOf(libraryItemId: string, episodeId: string | null = null): KeptItem | undefined {
  return state.$kept.get()[mediaKey(libraryItemId, episodeId)]
}

const ownerKey = () => {
  const user = $user.get()
  return user ? `${$serverUrl.get()}|${user.id}` : null
}

function setRecord(record: KeptItem) {
  state.$kept.set({ ...state.$kept.get(), [record.key]: record })
  return records.put(record.key, record)
}

function dropRecord(key: string) {
  const { [key]: _gone, ...rest } = state.$kept.get()
  state.$kept.set(rest)
  state.$bytes.setKey(key, undefined)
  return records.remove(key)
}

const patchRecord = (key: string, changes: Partial<KeptItem>) => {
  const record = state.$kept.get()[key]
  return record ? setRecord({ ...record, ...changes }) : Promise.resolve()
}

/** Reads the signed-in user's kept items (once per user) and resumes downloads a reload or lost network stopped. */
export async function loadKeptItems(): Promise<void> {
  const owner = ownerKey()
  if (!hasDeviceStorage() || !owner || state.loadedFor === owner) return
  state.loadedFor = owner
  const user = $user.get()!
  const all = await records.all()
  const mine = all.filter((r) => r.serverUrl === $serverUrl.get() && r.userId === user.id)
  state.$kept.set(Object.fromEntries(mine.map((r) => [r.key, r])))
  for (const record of mine) state.$bytes.setKey(record.key, keptBytes(record))
  runQueue()
}

/**
 * "Keep on this device": fetches the item's details, records it and downloads its audio files (and cover) in the
 * background, one item at a time. Resolves once it is queued.
 */
export async function keepOnDevice(libraryItemId: string, episodeId: string | null = null): Promise<void> {
  const user = $user.get()
  if (!hasDeviceStorage() || !user) return
  const key = mediaKey(libraryItemId, episodeId)
  if (state.$kept.get()[key]) return resumeKeeping(key)
  let item: LibraryItem
  try {
    item = await getClient().items.get(libraryItemId)
  } catch (error) {
    showToast({ type: 'error', message: serverErrorText(error, keptMessages.get().cannotStart) })
    return
  }
  const files = keptFilesOf(item, episodeId)
  if (!files.length) {
    showToast({ type: 'error', message: keptMessages.get().nothingToPlay })
    return
  }
  const { title, author } = displayOf(item, episodeId)
  const record: KeptItem = {
    key,
    serverUrl: $serverUrl.get(),
    userId: user.id,
    libraryItemId,
    episodeId,
    title,
    author,
    item,
    files,
    hasCover: false,
    status: 'queued',
    keptAt: Date.now(),
    position: null,
    removedOnServer: false,
  }
  try {
    await setRecord(record)
  } catch (error) {
    // Not even the record fits.
    await dropRecord(key).catch(() => {})
    if (!isQuotaError(error)) throw error
    const estimate = await refreshDeviceStorage()
    const free = estimate ? estimate.quota - estimate.usage : null
    showToast({
      type: 'error',
      message: storageFullMessage(title, totalBytes(record), free),
      timeoutMs: null,
    })
    return
  }
  state.$bytes.setKey(key, 0)
  void navigator.storage?.persist?.().catch(() => false)
  runQueue()
}

/** Stops a download where it is; `resumeKeeping` (even after a reload) goes on from there. */
export async function pauseKeeping(key: string): Promise<void> {
  if (state.running?.key === key) state.running.abort.abort(new DOMException('Paused', 'AbortError'))
  await patchRecord(key, { status: 'paused' })
}

export async function resumeKeeping(key: string): Promise<void> {
  const record = state.$kept.get()[key]
  if (!record || record.status === 'done') return
  if (record.status === 'paused') await patchRecord(key, { status: 'queued' })
  runQueue()
}

/** Removes a kept item and its files from this device. */
export async function removeKept(key: string): Promise<void> {
  const record = state.$kept.get()[key]
  const running = state.running?.key === key ? state.running : null
  running?.abort.abort(new DOMException('Removed', 'AbortError'))
  await dropRecord(key)
  // A part still being written would outlast the removal.
  await running?.done
  await removeParts(key)
  if (record) showToast({ type: 'info', message: keptMessages.get().removed({ title: record.title }) })
  void refreshDeviceStorage()
}

/** Where a kept copy was last played to on this device, as stored now (another tab may have played it since). */
export async function storedKeptPosition(key: string): Promise<KeptItem['position']> {
  const stored = await records.get(key)
  return stored?.position ?? state.$kept.get()[key]?.position ?? null
}

/** Remembers where a kept copy was played to (resuming without the server). */
export function rememberKeptPosition(key: string, currentTime: number): Promise<void> {
  return patchRecord(key, { position: { currentTime, updatedAt: Date.now() } })
}

/** Marks kept items whose book or episode the server no longer has (offered for removal). */
export function markRemovedOnServer(libraryItemId: string, episodeId: string | null = null): void {
  for (const record of Object.values(state.$kept.get())) {
    if (record.libraryItemId === libraryItemId && (!episodeId || record.episodeId === episodeId))
      void patchRecord(record.key, { removedOnServer: true })
  }
}

/** Asks the server whether each kept item is still there (when it can be reached). */
export async function checkKeptOnServer(): Promise<void> {
  if ($sessionFromDevice.get() || $connection.get() !== 'online') return
  for (const record of Object.values(state.$kept.get())) {
    try {
      const item = await getClient().items.get(record.libraryItemId)
      const episodeGone =
        record.episodeId &&
        item.mediaType === 'podcast' &&
        !item.media.episodes.some((e) => e.id === record.episodeId)
      if (episodeGone) markRemovedOnServer(record.libraryItemId, record.episodeId)
    } catch (error) {
      if (isApiError(error) && error.status === 404) markRemovedOnServer(record.libraryItemId)
      else return
    }
  }
}

const waitingStatuses: readonly KeptStatus[] = ['queued', 'downloading', 'waiting']

/** Starts the next waiting download unless one runs (or the server cannot be reached). */
function runQueue() {
  if (state.running || $sessionStatus.get() !== 'signed-in' || $sessionFromDevice.get()) return
  if ($connection.get() !== 'online') return
  const next = Object.values(state.$kept.get())
    .filter((record) => waitingStatuses.includes(record.status))
    .sort((a, b) => a.keptAt - b.keptAt)[0]
  if (!next) return
  const abort = new AbortController()
  const done = download(next.key, abort.signal).finally(() => {
    state.running = null
    // What is stored now (a part cut short is not).
    const record = state.$kept.get()[next.key]
    if (record) state.$bytes.setKey(next.key, keptBytes(record))
    runQueue()
  })
  state.running = { key: next.key, abort, done }
}

async function download(key: string, signal: AbortSignal): Promise<void> {
  await patchRecord(key, { status: 'downloading' })
  const client = getClient()
  let cover: Promise<boolean> | null = null
  try {
    const record = state.$kept.get()[key]
    if (!record) return
    // The cover comes beside the files, not before them.
    cover =
      !record.hasCover && record.item.media.coverPath
        ? downloadCover(client, key, record.libraryItemId, signal).catch(() => false)
        : null
    // A record that cannot be saved (the quota again) stops the download with its error.
    const saving = new AbortController()
    let saveFailure: unknown
    await downloadKeptFiles({
      client,
      key,
      libraryItemId: record.libraryItemId,
      files: record.files,
      signal: AbortSignal.any([signal, saving.signal]),
      // Only the byte count changes on screen; the record is saved for a resume (the list stays as it is).
      onProgress: (files) => {
        for (const [i, file] of record.files.entries()) {
          file.parts = files[i]!.parts
          file.size = files[i]!.size
        }
        if (!state.$kept.get()[key]) return
        state.$bytes.setKey(key, keptBytes(record))
        records.put(key, { ...state.$kept.get()[key]!, files: record.files }).catch((error) => {
          saveFailure ??= error
          saving.abort(error)
        })
      },
    }).catch((error) => {
      throw saveFailure ?? error
    })
    if (saveFailure) throw saveFailure
    const hasCover = cover ? await cover : record.hasCover
    await patchRecord(key, { status: 'done', files: [...record.files], hasCover })
    state.$bytes.setKey(key, keptBytes(record))
    showToast({ type: 'success', message: keptMessages.get().kept({ title: record.title }) })
    void refreshDeviceStorage()
  } catch (error) {
    // Written after a removal of the parts, the cover would stay behind.
    await cover
    await stopped(key, error, signal)
  }
}

/** Why a download stopped decides what happens to it. */
async function stopped(key: string, error: unknown, signal: AbortSignal) {
  const record = state.$kept.get()[key]
  if (!record || signal.aborted) return
  if (isQuotaError(error)) {
    const estimate = await refreshDeviceStorage()
    await dropRecord(key)
    await removeParts(key)
    const free = estimate ? estimate.quota - estimate.usage : null
    showToast({
      type: 'error',
      message: storageFullMessage(record.title, totalBytes(record), free),
      timeoutMs: null,
    })
    return
  }
  if (
    isApiError(error) &&
    (error.kind === 'network' || error.kind === 'timeout' || (error.status ?? 0) >= 502)
  ) {
    // The connection went: go on from the last stored part when it is back.
    await patchRecord(key, { status: 'waiting' })
    return
  }
  if (isApiError(error) && (error.status === 403 || error.status === 404)) {
    await dropRecord(key)
    await removeParts(key)
    const message =
      error.status === 403
        ? keptMessages.get().forbidden({ title: record.title })
        : keptMessages.get().gone({ title: record.title })
    showToast({ type: 'error', message })
    return
  }
  console.error('Keeping failed', error)
  await patchRecord(key, { status: 'paused' })
  showToast({
    type: 'error',
    message: keptMessages.get().failed({
      title: record.title,
      reason: (error as Error)?.message ?? String(error),
    }),
  })
}

/**
 * The connection went: the running download stops at once and goes on from its last stored part when the
 * connection is back (a request on a network that dropped can hang long before it fails).
 */
async function waitForConnection() {
  const running = state.running
  if (!running) return
  running.abort.abort(new DOMException('The connection went', 'AbortError'))
  await patchRecord(running.key, { status: 'waiting' })
}

/** Wires the kept list to the session: loaded for each user, downloads resumed when the connection is back. */
export function startKeeping(): void {
  shared('offline.keptWiring', () => {
    if (!hasDeviceStorage()) return true
    const load = () => {
      if ($sessionStatus.get() === 'signed-in') void loadKeptItems()
      else {
        state.loadedFor = null
        state.$kept.set({})
      }
    }
    $user.subscribe(load)
    $sessionStatus.listen(load)
    $connection.listen((connection) => {
      if (connection === 'online') runQueue()
      else void waitForConnection()
    })
    $sessionFromDevice.listen((fromDevice) => {
      if (!fromDevice) runQueue()
    })
    return true
  })
}
