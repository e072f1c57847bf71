import { errorMessage, type LibraryItem, type OpmlFeed, podcastsApi, type Task } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { onServerEvent } from '../server-events'
import { getClient } from '../session'
import { showToast } from '../toasts'

export const opmlMessages = storeMessages('podcast.opml', {
  fastFail: 'Invalid OPML file <opml> tag not found OR an <outline> tag was not found',
  noneFound: 'No feeds found in OPML file',
  parseFailed: 'Failed to parse OPML file',
  createFailed: 'Failed to create podcast',
  noneChosen: 'Choose at least one feed',
})

export type OpmlFeedResult =
  | { status: 'pending' }
  | { status: 'added'; itemId: string }
  | { status: 'failed'; message: string }

export interface OpmlImportState {
  libraryId: string
  feeds: readonly OpmlFeed[]
  /** Feed addresses chosen to add. */
  chosen: readonly string[]
  folderId: string
  autoDownloadEpisodes: boolean
  /** 'importing' from the request until every chosen feed has its result. */
  status: 'choosing' | 'importing' | 'done'
  /** Per chosen feed address. */
  results: Readonly<Record<string, OpmlFeedResult>>
}

export const $opmlImport = shared('podcast.opml', () => atom<OpmlImportState | null>(null))
export const $opmlReading = shared('podcast.opml.reading', () => atom(false))

const imports = shared('podcast.opml.events', () => ({ stop: null as (() => void) | null }))

/**
 * Reads an OPML text (a file's or pasted): a quick check for `<opml` and `<outline ` first (as the official page),
 * then the server's parse; the feeds open the import dialog with all chosen. Resolves the problem, or null.
 */
export async function readOpml(libraryId: string, text: string, folderId: string): Promise<string | null> {
  const messages = opmlMessages.get()
  const fail = (message: string) => {
    showToast({ type: 'error', message })
    return message
  }
  if (!text.includes('<opml') || !text.includes('<outline ')) return fail(messages.fastFail)
  $opmlReading.set(true)
  try {
    const { feeds } = await getClient().area(podcastsApi).opmlParse(text)
    if (!feeds.length) return fail(messages.noneFound)
    $opmlImport.set({
      libraryId,
      feeds,
      chosen: feeds.map((feed) => feed.feedUrl),
      folderId,
      autoDownloadEpisodes: false,
      status: 'choosing',
      results: {},
    })
    return null
  } catch (error) {
    console.error('Failed to parse OPML', error)
    return fail(messages.parseFailed)
  } finally {
    $opmlReading.set(false)
  }
}

export function changeOpmlImport(
  change: Partial<Pick<OpmlImportState, 'chosen' | 'folderId' | 'autoDownloadEpisodes'>>,
) {
  const state = $opmlImport.get()
  if (state?.status === 'choosing') $opmlImport.set({ ...state, ...change })
}

export function closeOpmlImport(): void {
  imports.stop?.()
  imports.stop = null
  $opmlImport.set(null)
}

function settle(feedUrl: string, result: OpmlFeedResult): void {
  const state = $opmlImport.get()
  if (state?.results[feedUrl]?.status !== 'pending') return
  const results = { ...state.results, [feedUrl]: result }
  const done = Object.values(results).every((r) => r.status !== 'pending')
  $opmlImport.set({ ...state, results, status: done ? 'done' : 'importing' })
  if (done) {
    imports.stop?.()
    imports.stop = null
  }
}

/** The chosen feed a server event is about: by address, else the first still waiting (the server goes in order). */
function feedOfEvent(address: string | null | undefined): string | null {
  const state = $opmlImport.get()
  if (!state) return null
  const waiting = state.chosen.filter((url) => state.results[url]?.status === 'pending')
  if (address && waiting.includes(address)) return address
  return address === undefined ? (waiting[0] ?? null) : null
}

const taskText = (text: string | null, key: string | null) => text ?? key ?? ''

function onFailedFeed(task: Task) {
  if (task.action !== 'opml-import-feed' || !task.isFailed) return
  const subs = task.descriptionSubs ?? []
  // A feed that could not be read names its address; a podcast that could not be created, its title.
  const byAddress = feedOfEvent(subs[0] ?? null)
  const feed = byAddress ?? feedOfEvent(undefined)
  if (feed) settle(feed, { status: 'failed', message: taskText(task.error, task.errorKey) })
}

function onAdded(item: LibraryItem) {
  const state = $opmlImport.get()
  if (!state || item.mediaType !== 'podcast' || item.libraryId !== state.libraryId) return
  const feed = feedOfEvent(item.media.metadata.feedUrl)
  if (feed) settle(feed, { status: 'added', itemId: item.id })
}

/**
 * Starts the import of the chosen feeds into the folder (POST /api/podcasts/opml/create); the server creates them
 * one after another in the background, and each feed's result comes from its events: item_added, or a failed
 * opml-import-feed task with the server's reason.
 */
export async function importOpmlFeeds(): Promise<boolean> {
  const state = $opmlImport.get()
  if (state?.status !== 'choosing') return false
  if (!state.chosen.length) {
    showToast({ type: 'error', message: opmlMessages.get().noneChosen })
    return false
  }
  const results = Object.fromEntries(state.chosen.map((url) => [url, { status: 'pending' } as const]))
  $opmlImport.set({ ...state, status: 'importing', results })
  imports.stop?.()
  const stops = [onServerEvent('task_started', onFailedFeed), onServerEvent('item_added', onAdded)]
  imports.stop = () => {
    for (const stop of stops) stop()
  }
  try {
    await getClient()
      .area(podcastsApi)
      .opmlCreate({
        feeds: [...state.chosen],
        folderId: state.folderId,
        libraryId: state.libraryId,
        autoDownloadEpisodes: state.autoDownloadEpisodes,
      })
    return true
  } catch (error) {
    console.error('Failed to create podcasts', error)
    showToast({ type: 'error', message: errorMessage(error, opmlMessages.get().createFailed) })
    imports.stop?.()
    imports.stop = null
    $opmlImport.set({ ...state, status: 'choosing', results: {} })
    return false
  }
}
