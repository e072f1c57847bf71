import type {
  Collection,
  CustomMetadataProvider,
  FileSystemResponse,
  Library,
  LibraryFilterData,
  LibraryWithFilterData,
  Playlist,
} from '@shelfkit/client'
import { atom, computed } from 'nanostores'
import { canAccessAllLibraries, canAccessLibrary } from './permissions'
import { shared } from './registry'
import { $serverUrl, $user, type CurrentUser, getClient } from './session'
import { fitSortFilterToMediaType } from './sort-filter-fixes'

/** The library list is fetched again only when older than this (spec 01 §4, §9). */
export const LIBRARY_LIST_CACHE_MS = 300000
/** Server folder list cache (spec 01 §4, §9). */
export const FOLDER_CACHE_MS = 5000

type Folder = FileSystemResponse['directories'][number]

export const $libraries = shared('libraries.list', () => atom<readonly Library[]>([]))
/** When the list was last fetched successfully (epoch ms; 0 = never). */
export const $librariesLoadedAt = shared('libraries.loadedAt', () => atom(0))
export const $currentLibraryId = shared('libraries.currentId', () => atom<string | null>(null))
/** True while a library switch loads (the library dropdown is disabled meanwhile). */
export const $libraryLoading = shared('libraries.loading', () => atom(false))
export const $filterData = shared('libraries.filterData', () => atom<LibraryFilterData | null>(null))
/** Items with issues in the current library (side-rail badge). */
export const $libraryIssues = shared('libraries.issues', () => atom(0))
export const $numUserPlaylists = shared('libraries.numUserPlaylists', () => atom(0))
export const $collections = shared('libraries.collections', () => atom<readonly Collection[]>([]))
export const $userPlaylists = shared('libraries.playlists', () => atom<readonly Playlist[]>([]))
export const $customMetadataProviders = shared('libraries.customProviders', () =>
  atom<readonly CustomMetadataProvider[]>([]),
)
export const $folders = shared('libraries.folders', () => atom<readonly Folder[]>([]))
const foldersLoadedAt = shared('libraries.foldersLoadedAt', () => ({ at: 0 }))

export const $currentLibrary = shared('libraries.current', () =>
  computed(
    [$libraries, $currentLibraryId],
    (libraries, id) => libraries.find((library) => library.id === id) ?? null,
  ),
)

/** The libraries the user may open, by displayOrder (library dropdown). */
export const $accessibleLibraries = shared('libraries.accessible', () =>
  computed([$libraries, $user], (libraries, user) => accessibleLibraries(libraries, user)),
)

/** Cover height to width: 1.6 for the standard setting (0), otherwise square (spec 01 §5). */
export const $coverAspectRatio = shared('libraries.coverAspectRatio', () =>
  computed($currentLibrary, (library) => coverAspectRatio(library)),
)

/** Spec 01 §9: a cover whose height/width differs from the cover aspect by more than this gets a background. */
export const COVER_BACKGROUND_THRESHOLD = 0.15

export function coverAspectRatio(library: Pick<Library, 'settings'> | null): number {
  return library?.settings?.coverAspectRatio === 0 ? 1.6 : 1
}

export function sortedByDisplayOrder(libraries: readonly Library[]): Library[] {
  return [...libraries].sort((a, b) => a.displayOrder - b.displayOrder)
}

export function accessibleLibraries(libraries: readonly Library[], user: CurrentUser | null): Library[] {
  if (!user) return []
  const sorted = sortedByDisplayOrder(libraries)
  return canAccessAllLibraries(user) ? sorted : sorted.filter((library) => canAccessLibrary(user, library.id))
}

/** Where to go when the current library disappears: the first allowed one by displayOrder, or null. */
export function nextAccessibleLibrary(
  libraries: readonly Library[],
  user: CurrentUser | null,
): Library | null {
  return accessibleLibraries(libraries, user)[0] ?? null
}

/**
 * Fetches the library list unless it was loaded within LIBRARY_LIST_CACHE_MS (or `force`). Resolves true when it
 * fetched. A failure leaves an empty list (spec 01 §8).
 */
export async function loadLibraries(options: { force?: boolean } = {}): Promise<boolean> {
  if (!$user.get()) return false
  if (!options.force && Date.now() - $librariesLoadedAt.get() < LIBRARY_LIST_CACHE_MS) return false
  try {
    const { libraries } = await getClient().libraries.list()
    $libraries.set(libraries)
    $librariesLoadedAt.set(Date.now())
  } catch (error) {
    console.error('Failed to load libraries', error)
    $libraries.set([])
  }
  return true
}

/**
 * Loads a library with its filter data and makes it current. Inaccessible → false with a warning (spec 01 §5);
 * failure → logged, false (§8). A different library clears collections and playlists (§4), and the stored sort
 * and filter are fitted to its media type.
 */
export async function fetchLibrary(libraryId: string): Promise<LibraryWithFilterData | false> {
  const user = $user.get()
  if (!user) return false
  if (!canAccessLibrary(user, libraryId)) {
    console.warn(`Access not allowed to library ${libraryId}`)
    return false
  }
  $libraryLoading.set(true)
  try {
    const data = await getClient().libraries.getWithFilterData(libraryId)
    fitSortFilterToMediaType(data.library.mediaType)
    if ($currentLibraryId.get() !== libraryId) {
      $collections.set([])
      setUserPlaylists([])
    }
    addOrUpdateLibrary(data.library)
    $libraryIssues.set(data.issues ?? 0)
    $filterData.set(data.filterdata ?? null)
    $numUserPlaylists.set(data.numUserPlaylists ?? 0)
    $customMetadataProviders.set(data.customMetadataProviders ?? [])
    $currentLibraryId.set(libraryId)
    return data
  } catch (error) {
    console.error(`Failed to load library ${libraryId}`, error)
    return false
  } finally {
    $libraryLoading.set(false)
  }
}

/** The server's folders for the library folder picker, cached FOLDER_CACHE_MS; a failure gives an empty list. */
export async function loadFolders(): Promise<readonly Folder[]> {
  if ($folders.get().length && Date.now() - foldersLoadedAt.at < FOLDER_CACHE_MS) return $folders.get()
  foldersLoadedAt.at = Date.now()
  try {
    const { directories } = await getClient().server.fileSystem()
    $folders.set(directories)
  } catch (error) {
    console.error('Failed to load server folders', error)
    $folders.set([])
  }
  return $folders.get()
}

export function setCurrentLibraryId(libraryId: string | null): void {
  $currentLibraryId.set(libraryId)
}

export function addOrUpdateLibrary(library: Library): void {
  $libraries.set(replaceOrAppend($libraries.get(), library))
}

export function removeLibrary(libraryId: string): void {
  $libraries.set($libraries.get().filter((library) => library.id !== libraryId))
}

export function setCollections(collections: readonly Collection[]): void {
  $collections.set([...collections])
}

export function addOrUpdateCollection(collection: Collection): void {
  $collections.set(replaceOrAppend($collections.get(), collection))
}

export function removeCollection(collectionId: string): void {
  $collections.set($collections.get().filter((collection) => collection.id !== collectionId))
}

export function setUserPlaylists(playlists: readonly Playlist[]): void {
  $userPlaylists.set([...playlists])
  $numUserPlaylists.set(playlists.length)
}

export function addOrUpdateUserPlaylist(playlist: Playlist): void {
  const current = $userPlaylists.get()
  const isNew = !current.some((existing) => existing.id === playlist.id)
  $userPlaylists.set(replaceOrAppend(current, playlist))
  if (isNew) $numUserPlaylists.set($numUserPlaylists.get() + 1)
}

export function removeUserPlaylist(playlistId: string): void {
  setUserPlaylists($userPlaylists.get().filter((playlist) => playlist.id !== playlistId))
}

export function addCustomMetadataProvider(provider: CustomMetadataProvider): void {
  $customMetadataProviders.set(replaceOrAppend($customMetadataProviders.get(), provider))
}

export function removeCustomMetadataProvider(providerId: string): void {
  $customMetadataProviders.set(
    $customMetadataProviders.get().filter((provider) => provider.id !== providerId),
  )
}

/** A series deleted on the server disappears from the current library's series filter. */
export function removeSeriesFromFilterData(seriesId: string): void {
  const filterData = $filterData.get()
  if (!filterData?.series.some((series) => series.id === seriesId)) return
  $filterData.set({ ...filterData, series: filterData.series.filter((series) => series.id !== seriesId) })
}

interface ItemForFilters {
  libraryId: string
  media: { tags?: readonly string[]; metadata?: object }
}

/**
 * An added or updated item of the current library brings its authors, series, genres, tags, narrators,
 * publisher, decade and language into the filter data, so new values are filterable without a reload.
 */
export function addItemToFilterData(item: ItemForFilters): void {
  const filterData = $filterData.get()
  if (!filterData || item.libraryId !== $currentLibraryId.get()) return
  const metadata = (item.media.metadata ?? {}) as {
    authors?: readonly { id: string; name: string }[]
    series?: readonly { id: string; name: string }[]
    genres?: readonly string[]
    narrators?: readonly string[]
    publisher?: string | null
    publishedYear?: string | null
    language?: string | null
  }
  const year = Number.parseInt(metadata.publishedYear ?? '', 10)
  $filterData.set({
    ...filterData,
    authors: mergeNamed(filterData.authors, metadata.authors),
    series: mergeNamed(
      filterData.series,
      metadata.series?.map(({ id, name }) => ({ id, name })),
    ),
    genres: mergeText(filterData.genres, metadata.genres),
    tags: mergeText(filterData.tags, item.media.tags),
    narrators: mergeText(filterData.narrators, metadata.narrators),
    publishers: mergeText(filterData.publishers, metadata.publisher ? [metadata.publisher] : []),
    publishedDecades: Number.isNaN(year)
      ? filterData.publishedDecades
      : [...new Set([...filterData.publishedDecades, String(Math.floor(year / 10) * 10)])].sort(
          (a, b) => Number(a) - Number(b),
        ),
    languages: mergeText(filterData.languages, metadata.language ? [metadata.language] : []),
  })
}

function mergeNamed<T extends { id: string; name: string }>(
  list: T[],
  additions: readonly T[] | undefined,
): T[] {
  if (!additions?.length) return list
  const byId = new Map(list.map((entry) => [entry.id, entry]))
  for (const addition of additions) byId.set(addition.id, { ...byId.get(addition.id), ...addition })
  return [...byId.values()].sort((a, b) => (a.name || '').localeCompare(b.name || ''))
}

function mergeText(list: string[], additions: readonly string[] | undefined): string[] {
  if (!additions?.some((value) => !list.includes(value))) return list
  return [...new Set([...list, ...additions])].sort((a, b) => a.localeCompare(b))
}

function replaceOrAppend<T extends { id: string }>(list: readonly T[], entry: T): T[] {
  const index = list.findIndex((existing) => existing.id === entry.id)
  if (index < 0) return [...list, entry]
  const next = [...list]
  next[index] = entry
  return next
}

/** Everything tied to one user on one server; emptied when either changes (a cache must not outlive its user). */
function clearLibraryState() {
  $libraries.set([])
  $librariesLoadedAt.set(0)
  $currentLibraryId.set(null)
  $filterData.set(null)
  $libraryIssues.set(0)
  $collections.set([])
  setUserPlaylists([])
  $customMetadataProviders.set([])
  $folders.set([])
  foldersLoadedAt.at = 0
}

shared('libraries.resetOnUserChange', () => {
  const stopUser = $user.listen((user, previous) => {
    if (user?.id !== previous?.id) clearLibraryState()
  })
  const stopServer = $serverUrl.listen(clearLibraryState)
  return () => {
    stopUser()
    stopServer()
  }
})
