import { atom } from 'nanostores'
import { shared } from '../registry'
import { serverErrorText } from '../server-error'
import { getClient } from '../session'

/** A chosen or dropped file with the folder path it came from ('' for loose files). */
export interface PickedFile {
  file: File
  /** e.g. 'Author/Series/Title' (no file name). */
  dir: string
}

export interface UploadDraft {
  key: string
  title: string
  author: string
  series: string
  files: readonly File[]
  status: 'ready' | 'uploading' | 'done' | 'failed'
  /** 0…1 while uploading. */
  progress: number
  error?: string
}

export const $uploadDrafts = shared('upload.drafts', () => atom<readonly UploadDraft[]>([]))
export const $uploading = shared('upload.running', () => atom(false))

let nextKey = 0

const stripExtension = (name: string) => name.replace(/\.[^.]+$/, '')

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

/** Groups files into items by folder (loose files make one item named after the first), hidden files left out. */
export function groupUploadFiles(picked: readonly PickedFile[], isPodcast: boolean): UploadDraft[] {
  const byDir = new Map<string, File[]>()
  for (const { file, dir } of picked) {
    if (file.name.startsWith('.')) continue
    byDir.set(dir, [...(byDir.get(dir) ?? []), file])
  }
  return [...byDir].map(([dir, files]) => {
    const guess = guessFromDir(dir, isPodcast)
    return {
      key: `upload-${nextKey++}`,
      ...guess,
      title: guess.title || stripExtension(files[0]!.name),
      files,
      status: 'ready',
      progress: 0,
    }
  })
}

export function addUploadFiles(picked: readonly PickedFile[], isPodcast: boolean): void {
  $uploadDrafts.set([...$uploadDrafts.get(), ...groupUploadFiles(picked, isPodcast)])
}

export function updateUploadDraft(key: string, patch: Partial<UploadDraft>): void {
  $uploadDrafts.set($uploadDrafts.get().map((d) => (d.key === key ? { ...d, ...patch } : d)))
}

export function removeUploadDraft(key: string): void {
  $uploadDrafts.set($uploadDrafts.get().filter((d) => d.key !== key))
}

export function clearUploads(): void {
  if (!$uploading.get()) $uploadDrafts.set([])
}

/** Uploads every item not yet uploaded, one after another, into the library folder; each item shows its result. */
export async function uploadAll(libraryId: string, folderId: string): Promise<void> {
  if ($uploading.get()) return
  $uploading.set(true)
  try {
    for (const draft of $uploadDrafts.get()) {
      if (draft.status === 'done' || draft.status === 'uploading') continue
      if (!draft.title.trim()) {
        updateUploadDraft(draft.key, { status: 'failed', error: 'A title is required' })
        continue
      }
      updateUploadDraft(draft.key, { status: 'uploading', progress: 0, error: undefined })
      try {
        await getClient().upload.item(
          {
            title: draft.title.trim(),
            author: draft.author.trim(),
            series: draft.series.trim(),
            libraryId,
            folderId,
            files: draft.files,
          },
          (progress) => updateUploadDraft(draft.key, { progress }),
        )
        updateUploadDraft(draft.key, { status: 'done', progress: 1 })
      } catch (error) {
        console.error('Upload failed', error)
        updateUploadDraft(draft.key, { status: 'failed', error: serverErrorText(error, 'Upload failed') })
      }
    }
  } finally {
    $uploading.set(false)
  }
}
