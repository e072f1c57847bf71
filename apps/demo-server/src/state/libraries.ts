import type { ServerContext } from '../context'
import { newId } from '../util/ids'
import type { LibraryRecord, LibrarySettings, MediaType } from './types'

export function defaultLibrarySettings(mediaType: MediaType): LibrarySettings {
  if (mediaType === 'podcast') {
    return {
      coverAspectRatio: 1,
      disableWatcher: false,
      autoScanCronExpression: null,
      podcastSearchRegion: 'us',
      markAsFinishedPercentComplete: null,
      markAsFinishedTimeRemaining: 10,
    } as LibrarySettings
  }
  return {
    coverAspectRatio: 1,
    disableWatcher: false,
    autoScanCronExpression: null,
    skipMatchingMediaWithAsin: false,
    skipMatchingMediaWithIsbn: false,
    audiobooksOnly: false,
    epubsAllowScriptedContent: false,
    hideSingleBookSeries: false,
    onlyShowLaterBooksInContinueSeries: false,
    metadataPrecedence: ['folderStructure', 'audioMetatags', 'nfoFile', 'txtFiles', 'opfFile', 'absMetadata'],
    markAsFinishedPercentComplete: null,
    markAsFinishedTimeRemaining: 10,
  }
}

export interface NewLibrary {
  id?: string
  name: string
  mediaType: MediaType
  icon: string
  provider: string
  folderPaths: { path: string; id?: string }[]
  settings: LibrarySettings
}

export function createLibrary(ctx: ServerContext, input: NewLibrary): LibraryRecord {
  const id = input.id ?? newId()
  const now = Date.now()
  const maxOrder = Math.max(0, ...ctx.store.libraries.all().map((l) => l.displayOrder))
  const library: LibraryRecord = {
    id,
    name: input.name,
    folders: input.folderPaths.map((folder) => ({
      id: folder.id ?? newId(),
      fullPath: folder.path,
      libraryId: id,
      addedAt: now,
    })),
    displayOrder: maxOrder + 1,
    icon: input.icon,
    mediaType: input.mediaType,
    provider: input.provider,
    settings: input.settings,
    lastScan: null,
    lastScanVersion: null,
    createdAt: now,
    lastUpdate: now,
  }
  return ctx.store.libraries.save(library)
}

/** Library.toOldJSON: lastScanVersion is left out until the first scan. */
export function libraryJson(library: LibraryRecord) {
  return {
    id: library.id,
    name: library.name,
    folders: library.folders.map((f) => ({ ...f })),
    displayOrder: library.displayOrder,
    icon: library.icon,
    mediaType: library.mediaType,
    provider: library.provider,
    settings: { ...library.settings },
    lastScan: library.lastScan,
    lastScanVersion: library.lastScanVersion ?? undefined,
    createdAt: library.createdAt,
    lastUpdate: library.lastUpdate,
  }
}
