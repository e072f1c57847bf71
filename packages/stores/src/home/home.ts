import { errorMessage, type MediaProgress, type PersonalizedShelf } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import type { ResourceState } from '../resource'
import { errorMessages } from '../server-error'
import { onServerEvent } from '../server-events'
import { getClient, setCurrentUser } from '../session'
import { showToast } from '../toasts'

/** Entities per home shelf: the server's default, 12 from a 2880 px wide window, 15 from 3240 px (official client). */
export const HOME_SHELF_LIMITS: readonly { minWidth: number; limit: number }[] = [
  { minWidth: 3240, limit: 15 },
  { minWidth: 2880, limit: 12 },
]
export const HOME_SHELF_DEFAULT_LIMIT = 10
/** Server events arriving in a burst (a scan adding items, a player syncing) cause one reload after this pause. */
export const HOME_RELOAD_DELAY_MS = 1500
/** Extras the official client asks for on each entity of the home shelves. */
export const HOME_SHELF_INCLUDE: readonly string[] = ['rssfeed', 'numEpisodesIncomplete', 'share']

const messages = storeMessages('home.actions', {
  scanStarted: 'Library scan started',
  scanFailed: 'Failed to start scan',
})

export function homeShelfLimit(windowWidth: number): number {
  return HOME_SHELF_LIMITS.find((entry) => windowWidth >= entry.minWidth)?.limit ?? HOME_SHELF_DEFAULT_LIMIT
}

export interface HomeState extends ResourceState<readonly PersonalizedShelf[]> {
  libraryId: string | null
}

export const $home = shared('home.state', () =>
  atom<HomeState>({ status: 'idle', data: null, error: null, libraryId: null }),
)

const control = shared('home.control', () => ({
  request: 0,
  limit: HOME_SHELF_DEFAULT_LIMIT,
  reloadTimer: null as ReturnType<typeof setTimeout> | null,
  open: false,
}))

/**
 * Loads the personalized shelves of a library (continue listening/reading/series, recently added, discover,
 * listen again, newest episodes, recent series, newest authors) and keeps them current while the home page is
 * open. Shelves of another library are dropped at once; reloading the same library keeps them on screen.
 */
export async function openHome(libraryId: string, windowWidth: number): Promise<void> {
  startHomeReactions()
  control.open = true
  control.limit = homeShelfLimit(windowWidth)
  const current = $home.get()
  const sameLibrary = current.libraryId === libraryId
  $home.set({
    status: 'loading',
    data: sameLibrary ? current.data : null,
    error: null,
    libraryId,
  })
  await loadHome(libraryId)
}

/** The home page went away: server events stop reloading it. */
export function closeHome(): void {
  control.open = false
  if (control.reloadTimer) clearTimeout(control.reloadTimer)
  control.reloadTimer = null
}

async function loadHome(libraryId: string) {
  const request = ++control.request
  try {
    const shelves = await getClient().libraries.personalized(libraryId, {
      limit: control.limit === HOME_SHELF_DEFAULT_LIMIT ? undefined : control.limit,
      include: HOME_SHELF_INCLUDE,
    })
    if (request !== control.request) return
    $home.set({ status: 'ready', data: shelves, error: null, libraryId })
  } catch (error) {
    if (request !== control.request) return
    console.error('Failed to load home shelves', error)
    $home.set({
      status: 'error',
      data: null,
      error: errorMessage(error, errorMessages.get().loadFailed),
      libraryId,
    })
  }
}

function scheduleReload() {
  const { libraryId } = $home.get()
  if (!control.open || !libraryId) return
  if (control.reloadTimer) clearTimeout(control.reloadTimer)
  control.reloadTimer = setTimeout(() => {
    control.reloadTimer = null
    if (control.open) void loadHome(libraryId)
  }, HOME_RELOAD_DELAY_MS)
}

/** Progress from any device and item, author or episode changes change what the shelves hold. */
function startHomeReactions() {
  shared('home.reactions', () => {
    const stops = [
      onServerEvent('user_item_progress_updated', ({ data }) => {
        // Listening to a book or episode a continue shelf shows only moves its card's bar, which follows the
        // progress store by itself; reloading every shelf at each 10 s sync would refetch for nothing.
        if (data && !data.isFinished && continueShelvesShow(data)) return
        scheduleReload()
      }),
      onServerEvent('item_added', scheduleReload),
      onServerEvent('items_added', scheduleReload),
      onServerEvent('item_updated', scheduleReload),
      onServerEvent('items_updated', scheduleReload),
      onServerEvent('item_removed', scheduleReload),
      onServerEvent('author_updated', scheduleReload),
      onServerEvent('author_removed', scheduleReload),
      onServerEvent('episode_added', scheduleReload),
    ]
    return () => {
      for (const stop of stops) stop()
    }
  })
}

/** Whether the library has nothing to show: every shelf is empty (the server then sends no shelves at all). */
export function isLibraryEmpty(shelves: readonly PersonalizedShelf[] | null): boolean {
  return shelves?.every((shelf) => shelf.entities.length === 0) ?? false
}

/**
 * Starts a scan of the library (admins: the empty-library button, the libraries table, the library tools), a forced
 * one re-reading every item. Progress arrives as task events.
 */
export async function scanLibrary(libraryId: string, force = false): Promise<boolean> {
  try {
    await getClient().libraries.scan(libraryId, force)
    showToast({ type: 'success', message: messages.get().scanStarted })
    return true
  } catch (error) {
    console.error('Failed to start library scan', error)
    showToast({ type: 'error', message: errorMessage(error, messages.get().scanFailed) })
    return false
  }
}

/** The home shelves of things the user is in the middle of; their cards offer "remove from continue". */
export const CONTINUE_SHELF_IDS: ReadonlySet<string> = new Set(['continue-listening', 'continue-reading'])

/**
 * Hides a book or episode from the continue listening/reading shelves (its progress stays). The shelves drop it at
 * once; a failure says 'Failed to update' and keeps it.
 */
export async function removeFromContinueListening(progress: MediaProgress): Promise<boolean> {
  try {
    setCurrentUser(await getClient().me.removeItemFromContinueListening(progress.id))
  } catch (error) {
    console.error('Failed to hide item from home', error)
    showToast({ type: 'error', message: errorMessages.get().updateFailed })
    return false
  }
  const home = $home.get()
  if (home.data) $home.set({ ...home, data: home.data.map((shelf) => withoutProgressEntry(shelf, progress)) })
  return true
}

function continueShelvesShow(progress: MediaProgress): boolean {
  return ($home.get().data ?? []).some(
    (shelf) => withoutProgressEntry(shelf, progress).entities.length < shelf.entities.length,
  )
}

function withoutProgressEntry(shelf: PersonalizedShelf, progress: MediaProgress): PersonalizedShelf {
  if (!CONTINUE_SHELF_IDS.has(shelf.id)) return shelf
  const other = (entity: { id: string }) => entity.id !== progress.libraryItemId
  switch (shelf.type) {
    case 'book':
      return { ...shelf, entities: shelf.entities.filter(other) }
    case 'podcast':
      return { ...shelf, entities: shelf.entities.filter(other) }
    case 'episode':
      return {
        ...shelf,
        entities: shelf.entities.filter(
          (entity) => other(entity) || entity.recentEpisode.id !== progress.episodeId,
        ),
      }
    default:
      return shelf
  }
}
