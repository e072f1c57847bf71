import type { Library, LibraryInput, LibrarySettings } from '@shelfkit/client'
import { storeMessages } from '../i18n/i18n'
import { metadataProvidersFor } from '../providers'
import { cronMessages } from '../schedule/cron'
import { showToast } from '../toasts'
import { createLibrary, libraryFoldersProblem, updateLibrary } from './libraries'
import { DEFAULT_METADATA_PRECEDENCE } from './library-precedence'
import {
  type MarkFinishedRule,
  markFinishedProblem,
  markFinishedRuleOf,
  withMarkFinishedRule,
} from './library-settings'

/**
 * The library edit modal (official `libraries/EditModal`): one draft of the library that every tab changes, checked
 * and sent by the footer's Create or Save.
 */
export const libraryEditMessages = storeMessages('config.libraryEdit', {
  nameRequired: 'Name is required',
  noUpdates: 'No updates necessary',
})

export type LibraryEditTab = 'details' | 'settings' | 'scanner' | 'schedule' | 'tools'

/** The tabs of the modal: the scanner order for book libraries only, the tools once the library exists. */
export function libraryEditTabs(mediaType: 'book' | 'podcast', isNew: boolean): LibraryEditTab[] {
  return ['details', 'settings', 'scanner', 'schedule', 'tools'].filter(
    (tab) => (tab !== 'scanner' || mediaType === 'book') && (tab !== 'tools' || !isNew),
  ) as LibraryEditTab[]
}

export interface LibraryDraft {
  name: string
  mediaType: 'book' | 'podcast'
  icon: string
  provider: string
  /** Folders the library has (with their id) and new ones (a path only). */
  folders: { id?: string; fullPath: string }[]
  settings: LibrarySettings
  /** The Schedule tab's Enable; its expression is `settings.autoScanCronExpression` (null while incomplete). */
  scheduled: boolean
  /** The Settings tab's mark-as-finished rule, as typed (it replaces the two settings when sent). */
  markFinished: MarkFinishedRule
}

/** What a new library starts with (the official new library: a square-cover book library, google, no folder). */
export function newLibraryDraft(): LibraryDraft {
  return {
    name: '',
    mediaType: 'book',
    icon: 'database',
    provider: 'google',
    folders: [],
    scheduled: false,
    markFinished: { when: 'timeRemaining', value: '10' },
    settings: {
      coverAspectRatio: 1,
      disableWatcher: false,
      skipMatchingMediaWithAsin: false,
      skipMatchingMediaWithIsbn: false,
      audiobooksOnly: false,
      epubsAllowScriptedContent: false,
      autoScanCronExpression: null,
      hideSingleBookSeries: false,
      onlyShowLaterBooksInContinueSeries: false,
      metadataPrecedence: [...DEFAULT_METADATA_PRECEDENCE],
      markAsFinishedPercentComplete: null,
      markAsFinishedTimeRemaining: 10,
    },
  }
}

export function libraryDraftOf(library: Library | null): LibraryDraft {
  const draft = newLibraryDraft()
  if (!library) return draft
  return {
    name: library.name,
    mediaType: library.mediaType === 'podcast' ? 'podcast' : 'book',
    icon: library.icon,
    provider: library.provider,
    folders: library.folders
      .filter((folder) => folder.fullPath.trim())
      .map(({ id, fullPath }) => ({ id, fullPath })),
    settings: { ...draft.settings, ...library.settings },
    scheduled: !!library.settings.autoScanCronExpression,
    markFinished: markFinishedRuleOf(library.settings),
  }
}

/** A new library's media type also picks that type's first metadata provider (google or itunes). */
export function withMediaType(draft: LibraryDraft, mediaType: 'book' | 'podcast'): LibraryDraft {
  return { ...draft, mediaType, provider: metadataProvidersFor(mediaType)[0]?.value ?? draft.provider }
}

export interface LibraryDraftProblems {
  name?: string
  folders?: string
  schedule?: string
  markFinished?: string
}

/** Spec 02 §5: a name ('Name is required'), a folder ('Must have at least one path'), a complete schedule. */
export function libraryDraftProblems(draft: LibraryDraft): LibraryDraftProblems {
  const problems: LibraryDraftProblems = {}
  if (!draft.name.trim()) problems.name = libraryEditMessages.get().nameRequired
  const folders = libraryFoldersProblem(draft.folders)
  if (folders) problems.folders = folders
  if (draft.scheduled && !draft.settings.autoScanCronExpression)
    problems.schedule = cronMessages.get().invalid
  const markFinished = markFinishedProblem(draft.markFinished)
  if (markFinished) problems.markFinished = markFinished
  return problems
}

function sentSettings(draft: LibraryDraft): LibrarySettings {
  return withMarkFinishedRule(
    {
      ...draft.settings,
      autoScanCronExpression: draft.scheduled ? draft.settings.autoScanCronExpression : null,
    },
    draft.markFinished,
  )
}

/** What a new library sends (POST /api/libraries): the whole draft, the name trimmed. */
export function libraryCreatePayload(draft: LibraryDraft): LibraryInput {
  const { name, mediaType, icon, provider, folders } = draft
  return { name: name.trim(), mediaType, icon, provider, folders, settings: sentSettings(draft) }
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/**
 * What a change sends (PATCH /api/libraries/:id), as the official modal does: the fields that differ, the folders
 * only when their paths changed, only the settings that changed; never the media type.
 */
export function libraryUpdatePayload(draft: LibraryDraft, library: Library): Partial<LibraryInput> {
  const payload: Partial<LibraryInput> = {}
  const name = draft.name.trim()
  if (name !== library.name) payload.name = name
  if (draft.icon !== library.icon) payload.icon = draft.icon
  if (draft.provider !== library.provider) payload.provider = draft.provider
  const paths = (folders: readonly { fullPath: string }[]) =>
    folders.map((folder) => folder.fullPath).join(',')
  if (paths(draft.folders) !== paths(library.folders)) payload.folders = [...draft.folders]
  const settings: Record<string, unknown> = {}
  const saved = library.settings as Record<string, unknown>
  for (const [key, value] of Object.entries(sentSettings(draft))) {
    // Only the media type's own settings (the server's defaults for it), as the server ignores the others.
    if (key in saved && !same(value, saved[key])) settings[key] = value
  }
  if (Object.keys(settings).length) payload.settings = settings
  return payload
}

/**
 * Creates the library or saves the changes: refuses with the first problem in a toast, says 'No updates necessary'
 * when nothing changed (answering the library unchanged), otherwise the server's answer (null after an error
 * toast; the draft stays with the caller).
 */
export async function saveLibraryDraft(
  draft: LibraryDraft,
  library: Library | null,
): Promise<Library | null> {
  const problem = Object.values(libraryDraftProblems(draft))[0]
  if (problem) {
    showToast({ type: 'error', message: problem })
    return null
  }
  if (!library) return createLibrary(libraryCreatePayload(draft))
  const payload = libraryUpdatePayload(draft, library)
  if (!Object.keys(payload).length) {
    showToast({ type: 'info', message: libraryEditMessages.get().noUpdates })
    return library
  }
  return updateLibrary(library.id, payload)
}
