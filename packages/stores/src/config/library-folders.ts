import { errorMessage, type FileSystemResponse } from '@shelfkit/client'
import { atom, type ReadableAtom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { getClient } from '../session'

/**
 * The folder browser of the library edit modal (official `LazyFolderChooser`): the server's folders a level at a
 * time (`GET /api/filesystem?path=…&level=…`, admins), the one chosen and whether it may be added.
 */
export const folderBrowserMessages = storeMessages('config.folderBrowser', {
  loadFailed: 'Failed to load data',
  parentOfAdded: 'Oops, you cannot add a parent directory of a folder already added',
})

export type ServerFolder = FileSystemResponse['directories'][number]

export interface FolderBrowserState {
  /** The folder chosen (its sub-folders are listed), '' at the top. */
  selected: string
  /** The chosen folder's level (the server's `level` of it; -1 at the top). */
  level: number
  folders: readonly ServerFolder[]
  loading: boolean
  /** Why the last listing failed (the server's text, or 'Failed to load data'); the previous listing stays. */
  error: string | null
}

export interface FolderBrowser {
  readonly $state: ReadableAtom<FolderBrowserState>
  /** Lists the top folders (drives on Windows servers). */
  start(): Promise<void>
  /** Chooses a folder and lists what is inside it. */
  open(folder: ServerFolder): Promise<void>
  /** Goes back to the chosen folder's parent. */
  up(): Promise<void>
}

/** A folder's parent path: '' above a top folder (`/books`, `C:/`). */
export function parentFolderPath(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path
  const cut = trimmed.lastIndexOf('/')
  if (cut <= 0) return ''
  const parent = trimmed.slice(0, cut)
  // A Windows drive keeps its slash: C:/
  return /^[A-Za-z]:$/.test(parent) ? `${parent}/` : parent
}

/** Whether a listed folder is already one of the library's folders (not offered again). */
export function isFolderInUse(folder: ServerFolder, paths: readonly string[]): boolean {
  return paths.some((path) => path.endsWith(folder.path))
}

/** The chosen folder may not hold a folder the library already has (nor be one). */
export function folderChoiceProblem(selected: string, paths: readonly string[]): string | null {
  return selected && paths.some((path) => path.startsWith(selected))
    ? folderBrowserMessages.get().parentOfAdded
    : null
}

export function createFolderBrowser(): FolderBrowser {
  const $state = atom<FolderBrowserState>({
    selected: '',
    level: -1,
    folders: [],
    loading: false,
    error: null,
  })
  let request = 0
  const list = async (path: string, level: number, selected: string, selectedLevel: number) => {
    const mine = ++request
    $state.set({ ...$state.get(), loading: true, error: null })
    try {
      const { directories } = await getClient().server.fileSystem(path, level)
      if (mine === request) {
        $state.set({ selected, level: selectedLevel, folders: directories, loading: false, error: null })
      }
    } catch (error) {
      if (mine === request) {
        const message = errorMessage(error, folderBrowserMessages.get().loadFailed)
        $state.set({ ...$state.get(), loading: false, error: message })
      }
    }
  }
  return {
    $state,
    start: () => list('', 0, '', -1),
    open: (folder) => list(folder.path, folder.level + 1, folder.path, folder.level),
    up: () => {
      const { selected, level } = $state.get()
      if (level <= 0) return list('', 0, '', -1)
      const parent = parentFolderPath(selected)
      return list(parent, level, parent, level - 1)
    },
  }
}
