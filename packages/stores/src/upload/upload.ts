import { params } from '@nanostores/i18n'
import { errorMessage, type Library, type MediaType, uploadApi } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { getClient } from '../session'
import { showToast } from '../toasts'
import { type FileKind, fileKindOf } from './file-types'
import { extensionOf, sanitizeFilename } from './filename'

/** A chosen or dropped file with the folder path it came from ('' for loose files). */
export interface PickedFile {
  file: File
  /** e.g. 'Author/Series/Title' (no file name). */
  dir: string
}

/** Why a picked file is left out (spec 02 §9 file types; the official uploader's grouping rules). */
export type IgnoredReason = 'unsupported' | 'outside-item'

export interface IgnoredFile {
  file: File
  /** Folder path and name, as picked. */
  path: string
  reason: IgnoredReason
}

export type UploadStatus = 'ready' | 'uploading' | 'done' | 'failed'

export interface UploadDraft {
  key: string
  title: string
  author: string
  series: string
  /** The item's own files (audio; e-books in book libraries) then the others that travel with them. */
  files: readonly File[]
  status: UploadStatus
  /** 0…1 while uploading. */
  progress: number
  /** Why the title cannot be used ('Must have a title'). */
  titleError?: string
  /** Why the item was not uploaded. */
  error?: string
}

export const uploadMessages = storeMessages('upload.rules', {
  unsupported: 'Unsupported file type',
  outsideItem: 'Not in an item folder',
  titleRequired: 'Must have a title',
  pathExists: params('Filepath {path} already exists on server'),
  subdirectory: params('Item {title} is using a subdirectory of the upload path.'),
  failed: 'Failed to upload',
  scanning: 'Uploaded. Scanning the library for the new items…',
  scanned: params('The uploaded items are in the library ({summary})'),
  scanFailed: 'The library scan did not finish: the uploaded items appear after the next scan',
  afterNextScan: 'Uploaded. The items appear in the library after the server’s next scan',
  watcher: 'Uploaded. The server’s folder watcher adds the items to the library in a few seconds',
})

export const $uploadDrafts = shared('upload.drafts', () => atom<readonly UploadDraft[]>([]))
/** Files left out of the last pick, each with its reason. */
export const $ignoredUploadFiles = shared('upload.ignored', () => atom<readonly IgnoredFile[]>([]))
export const $uploading = shared('upload.running', () => atom(false))

let nextKey = 0

const baseName = (name: string) => name.slice(0, name.length - extensionOf(name).length)
const pathOf = ({ file, dir }: PickedFile) => (dir ? `${dir}/${file.name}` : file.name)
const isInside = (dir: string, itemDir: string) =>
  itemDir === '' || dir === itemDir || dir.startsWith(`${itemDir}/`)

/**
 * Item details guessed from folder names, as the official uploader does: 'Author/Series/Title', 'Author/Title' or
 * 'Title'; podcasts only take a title.
 */
export function guessFromDir(
  dir: string,
  isPodcast: boolean,
): Pick<UploadDraft, 'title' | 'author' | 'series'> {
  const parts = dir.split('/').filter(Boolean)
  const title = parts.at(-1) ?? ''
  if (isPodcast) return { title, author: '', series: '' }
  if (parts.length >= 3) return { title, author: parts.at(-3)!, series: parts.at(-2)! }
  if (parts.length === 2) return { title, author: parts[0]!, series: '' }
  return { title, author: '', series: '' }
}

/** Audio makes an item; so do e-books in book libraries. Other known files travel with an item. */
const makesItem = (kind: FileKind, mediaType: MediaType) =>
  kind === 'audio' || (kind === 'ebook' && mediaType === 'book')

function draftOf(dir: string, files: File[], isPodcast: boolean): UploadDraft {
  const guess = guessFromDir(dir, isPodcast)
  return {
    key: `upload-${nextKey++}`,
    ...guess,
    title: guess.title || baseName(files[0]!.name),
    files,
    status: 'ready',
    progress: 0,
  }
}

/**
 * The official uploader's grouping: files of an unknown type are refused; audio (and e-books in book libraries)
 * make one item per folder, and other known files (covers, nfo, txt, metadata) join the item of their folder or a
 * folder above, else are refused. Loose files beside picked folders are refused; loose audio files picked alone in
 * a book library are one book each.
 */
export function groupUploadFiles(
  picked: readonly PickedFile[],
  mediaType: MediaType,
): { drafts: UploadDraft[]; ignored: IgnoredFile[] } {
  const ignored: IgnoredFile[] = []
  const itemFiles = new Map<string, File[]>()
  const others: PickedFile[] = []
  const hasFolders = picked.some((entry) => entry.dir !== '')
  for (const entry of picked) {
    const kind = fileKindOf(entry.file.name)
    if (!kind) ignored.push({ file: entry.file, path: pathOf(entry), reason: 'unsupported' })
    else if (hasFolders && entry.dir === '')
      ignored.push({ file: entry.file, path: pathOf(entry), reason: 'outside-item' })
    else if (makesItem(kind, mediaType))
      itemFiles.set(entry.dir, [...(itemFiles.get(entry.dir) ?? []), entry.file])
    else others.push(entry)
  }
  const dirs = [...itemFiles.keys()].sort((a, b) => b.length - a.length)
  for (const entry of others) {
    const dir = dirs.find((itemDir) => isInside(entry.dir, itemDir))
    if (dir === undefined) ignored.push({ file: entry.file, path: pathOf(entry), reason: 'outside-item' })
    else itemFiles.get(dir)!.push(entry.file)
  }
  const isPodcast = mediaType === 'podcast'
  const drafts = [...itemFiles].flatMap(([dir, files]) => {
    const looseAudio = dir === '' && !isPodcast && files.every((file) => fileKindOf(file.name) === 'audio')
    return looseAudio ? files.map((file) => draftOf('', [file], isPodcast)) : [draftOf(dir, files, isPodcast)]
  })
  return { drafts, ignored }
}

/** Replaces the items to upload with those of a new pick (as the official uploader does). */
export function addUploadFiles(picked: readonly PickedFile[], mediaType: MediaType): void {
  if ($uploading.get()) return
  const { drafts, ignored } = groupUploadFiles(picked, mediaType)
  $uploadDrafts.set(drafts)
  $ignoredUploadFiles.set(ignored)
}

export function updateUploadDraft(key: string, patch: Partial<UploadDraft>): void {
  $uploadDrafts.set($uploadDrafts.get().map((d) => (d.key === key ? { ...d, ...patch } : d)))
}

export function removeUploadDraft(key: string): void {
  $uploadDrafts.set($uploadDrafts.get().filter((d) => d.key !== key))
}

export function clearUploads(): void {
  if ($uploading.get()) return
  $uploadDrafts.set([])
  $ignoredUploadFiles.set([])
}

/** Where the server will put the item inside the library folder: Author/Series/Title, or Title for podcasts. */
export function uploadDirectory(
  draft: Pick<UploadDraft, 'title' | 'author' | 'series'>,
  isPodcast: boolean,
): string {
  const parts = isPodcast ? [draft.title] : [draft.author, draft.series, draft.title]
  return parts
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => sanitizeFilename(part))
    .filter(Boolean)
    .join('/')
}

/** Spec 02 §8: the item's folder (or one above it) is already an item on the server. */
async function existingPathError(directory: string, folderPath: string): Promise<string | null> {
  try {
    const answer = await getClient().area(uploadApi).pathExists(directory, folderPath)
    if (!answer.exists) return null
    const messages = uploadMessages.get()
    if (answer.libraryItemTitle) return messages.subdirectory({ title: answer.libraryItemTitle })
    return messages.pathExists({ path: `${folderPath.replace(/\/+$/, '')}/${directory}` })
  } catch (error) {
    // As the official uploader: a check that cannot be made does not stop the upload (the server refuses no
    // existing folder, it adds to it).
    console.error('Failed to check if filepath exists', error)
    return null
  }
}

export interface UploadTarget {
  library: Pick<Library, 'id' | 'mediaType' | 'settings'>
  folder: { id: string; fullPath: string }
}

/**
 * Uploads every item not yet uploaded into the library folder: titles are required, each item's folder is checked
 * first ('Filepath … already exists on server' / the subdirectory rule), then the items go one after another,
 * each showing its result. Returns how many were uploaded.
 */
export async function uploadAll({ library, folder }: UploadTarget): Promise<number> {
  if ($uploading.get()) return 0
  const isPodcast = library.mediaType === 'podcast'
  const messages = uploadMessages.get()
  const pending = $uploadDrafts.get().filter((draft) => draft.status !== 'done')
  let invalid = false
  for (const draft of pending) {
    const titleError = draft.title.trim() ? undefined : messages.titleRequired
    if (titleError) invalid = true
    updateUploadDraft(draft.key, { titleError })
  }
  if (invalid || !pending.length) return 0
  $uploading.set(true)
  let uploaded = 0
  try {
    const ready: UploadDraft[] = []
    for (const draft of pending) {
      const exists = await existingPathError(uploadDirectory(draft, isPodcast), folder.fullPath)
      if (!exists) ready.push(draft)
      else {
        updateUploadDraft(draft.key, { status: 'failed', error: exists })
        showToast({ type: 'error', message: exists })
      }
    }
    for (const draft of ready) {
      updateUploadDraft(draft.key, { status: 'uploading', progress: 0, error: undefined })
      try {
        await getClient()
          .area(uploadApi)
          .item(
            {
              title: draft.title.trim(),
              author: isPodcast ? undefined : draft.author.trim(),
              series: isPodcast ? undefined : draft.series.trim(),
              libraryId: library.id,
              folderId: folder.id,
              files: draft.files,
            },
            (progress) => updateUploadDraft(draft.key, { progress }),
          )
        updateUploadDraft(draft.key, { status: 'done', progress: 1 })
        uploaded++
      } catch (error) {
        console.error('Failed to upload item', error)
        updateUploadDraft(draft.key, { status: 'failed', error: messages.failed })
        showToast({ type: 'error', message: errorMessage(error, messages.failed) })
      }
    }
  } finally {
    $uploading.set(false)
  }
  return uploaded
}
