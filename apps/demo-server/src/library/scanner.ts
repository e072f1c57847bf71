import { existsSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Store } from '../state/store'
import type { LibraryFolder, LibraryItemRecord, LibraryRecord } from '../state/types'
import { posixRelative } from '../util/paths'
import { naturalCompare } from '../util/sort'
import { fileTypeOf } from './file-types'
import {
  type BuildContext,
  buildBookItem,
  buildPodcastItem,
  hintsFromExisting,
  type IdHints,
  type ItemCandidate,
} from './item-builder'
import type { ProbeCache } from './probe-cache'

export interface ScanOptions {
  store: Store
  probes: ProbeCache
  scanVersion: string
  /** Ids for items the scan creates (sample entities keep their recorded ids). */
  hintsForNew?: (candidate: ItemCandidate) => IdHints
  onProgress?: (done: number, total: number) => void
  isCancelled?: () => boolean
  /** Awaited before each folder (the test-only slow scan fault). */
  beforeEach?: () => Promise<void>
  /** Rebuild every item even when its files did not change. */
  force?: boolean
}

export interface ScanResult {
  added: LibraryItemRecord[]
  updated: LibraryItemRecord[]
  missing: LibraryItemRecord[]
  cancelled: boolean
}

const isVisible = (name: string) => !name.startsWith('.')

function filesIn(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isFile() && isVisible(entry.name))
    .map((entry) => entry.name)
    .sort(naturalCompare)
}

function subdirectoriesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && isVisible(entry.name))
    .map((entry) => join(dir, entry.name))
    .sort(naturalCompare)
}

const isMediaFile = (name: string) => {
  const type = fileTypeOf(name)
  return type === 'audio' || type === 'ebook'
}

/** Book libraries: every folder holding audio or e-book files is an item; loose media files at the top too. */
function bookCandidates(folder: LibraryFolder): ItemCandidate[] {
  const candidates: ItemCandidate[] = []
  const root = folder.fullPath
  for (const name of filesIn(root).filter(isMediaFile)) {
    candidates.push({ folder, path: join(root, name), relPath: name, isFile: true, files: [name] })
  }
  const visit = (dir: string) => {
    const files = filesIn(dir)
    if (files.some(isMediaFile)) {
      candidates.push({ folder, path: dir, relPath: posixRelative(root, dir), isFile: false, files })
      return
    }
    for (const sub of subdirectoriesOf(dir)) visit(sub)
  }
  for (const sub of subdirectoriesOf(root)) visit(sub)
  return candidates
}

/** Podcast libraries: every top-level folder is a podcast. */
function podcastCandidates(folder: LibraryFolder): ItemCandidate[] {
  return subdirectoriesOf(folder.fullPath).map((dir) => ({
    folder,
    path: dir,
    relPath: posixRelative(folder.fullPath, dir),
    isFile: false,
    files: filesIn(dir),
  }))
}

export function discoverCandidates(library: LibraryRecord): ItemCandidate[] {
  return library.folders
    .filter((folder) => existsSync(folder.fullPath))
    .flatMap((folder) => (library.mediaType === 'book' ? bookCandidates(folder) : podcastCandidates(folder)))
}

/** True when the candidate's files (names, sizes, modification times) match what the item recorded. */
function unchanged(item: LibraryItemRecord, candidate: ItemCandidate): boolean {
  if (item.isMissing || item.libraryFiles.length !== candidate.files.length) return false
  const known = new Map(item.libraryFiles.map((f) => [f.metadata.relPath, f.metadata]))
  return candidate.files.every((rel) => {
    const meta = known.get(rel)
    if (!meta) return false
    const stats = statSync(candidate.isFile ? candidate.path : join(candidate.path, rel))
    return stats.size === meta.size && Math.round(stats.mtimeMs) === meta.mtimeMs
  })
}

/**
 * Walks the library folders and brings the stored items in line with the files: new folders become items,
 * changed ones are rebuilt (keeping their ids), vanished ones are marked missing. Writes go to the store.
 */
export async function scanLibrary(library: LibraryRecord, options: ScanOptions): Promise<ScanResult> {
  const { store } = options
  const result: ScanResult = { added: [], updated: [], missing: [], cancelled: false }
  const candidates = discoverCandidates(library)
  const existingByPath = new Map(store.itemsInLibrary(library.id).map((item) => [item.path, item]))
  const seen = new Set<string>()
  const build: BuildContext = {
    store,
    probes: options.probes,
    scanVersion: options.scanVersion,
    now: Date.now(),
  }
  const pending: LibraryItemRecord[] = []

  for (const [index, candidate] of candidates.entries()) {
    await options.beforeEach?.()
    if (options.isCancelled?.()) {
      result.cancelled = true
      break
    }
    seen.add(candidate.path)
    const existing = existingByPath.get(candidate.path)
    if (existing && !options.force && unchanged(existing, candidate)) continue
    const hints = existing ? hintsFromExisting(existing) : (options.hintsForNew?.(candidate) ?? {})
    if (hints.itemId && !existing && store.items.get(hints.itemId)) delete hints.itemId
    build.now = Date.now()
    const item =
      library.mediaType === 'book'
        ? await buildBookItem(candidate, hints, build)
        : await buildPodcastItem(candidate, hints, build)
    pending.push(item)
    if (existing) result.updated.push(item)
    else result.added.push(item)
    options.onProgress?.(index + 1, candidates.length)
  }

  if (!result.cancelled) {
    for (const item of existingByPath.values()) {
      if (seen.has(item.path) || item.isMissing) continue
      const missing = { ...item, isMissing: true, updatedAt: Date.now() } as LibraryItemRecord
      pending.push(missing)
      result.missing.push(missing)
    }
  }

  store.transaction(() => {
    for (const item of pending) store.items.save(item)
    const now = Date.now()
    store.libraries.save({ ...library, lastScan: now, lastScanVersion: options.scanVersion, lastUpdate: now })
  })
  options.probes.flush()
  return result
}

/** Rebuilds one item from its files (after a rescan request or after its files were rewritten). */
export async function rescanItem(
  library: LibraryRecord,
  item: LibraryItemRecord,
  options: Pick<ScanOptions, 'store' | 'probes' | 'scanVersion'>,
): Promise<'updated' | 'missing' | 'unchanged'> {
  const candidate = discoverCandidates(library).find((c) => c.path === item.path)
  if (!candidate) {
    if (item.isMissing) return 'unchanged'
    options.store.items.save({ ...item, isMissing: true, updatedAt: Date.now() } as LibraryItemRecord)
    return 'missing'
  }
  if (unchanged(item, candidate)) return 'unchanged'
  const build: BuildContext = {
    store: options.store,
    probes: options.probes,
    scanVersion: options.scanVersion,
    now: Date.now(),
  }
  const hints = hintsFromExisting(item)
  const rebuilt =
    library.mediaType === 'book'
      ? await buildBookItem(candidate, hints, build)
      : await buildPodcastItem(candidate, hints, build)
  options.store.items.save(rebuilt)
  options.probes.flush()
  return 'updated'
}
