import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { extname, join } from 'node:path'
import type { ServerContext } from '../context'
import type { LibraryItemRecord } from '../state/types'
import { checkImage, SUPPORTED_IMAGE_TYPES } from './image-type'
import { fetchRemoteImage } from './remote-image'

export type CoverResult = { cover: string } | { error: string }

/** CoverManager.getCoverDirectory: the item's folder when covers are stored with items, else metadata/items/<id>. */
function coverDirectory(ctx: ServerContext, item: LibraryItemRecord): string {
  if (ctx.store.serverSettings.storeCoverWithItem && !item.isFile) return item.path
  return join(ctx.metadataDir, 'items', item.id)
}

const coverExtensions = ['.jpeg', '.jpg', '.png', '.webp', '.jiff']

/** Removes the folder's other `cover.*` images, as the real server does after writing a new one. */
function removeOldCovers(dir: string, keepExt: string): void {
  for (const name of readdirSync(dir)) {
    const ext = extname(name).toLowerCase()
    if (
      name.slice(0, -ext.length).toLowerCase() === 'cover' &&
      ext !== keepExt &&
      coverExtensions.includes(ext)
    )
      rmSync(join(dir, name), { force: true })
  }
}

/** CacheManager.purgeCoverCache: the resized copies of this item's cover. */
export function purgeCoverCache(ctx: ServerContext, itemId: string): void {
  const dir = join(ctx.metadataDir, 'cache', 'covers')
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir))
    if (name.startsWith(`${itemId}_`)) rmSync(join(dir, name), { force: true })
}

function writeCover(ctx: ServerContext, item: LibraryItemRecord, ext: string, bytes: Uint8Array): string {
  const dir = coverDirectory(ctx, item)
  mkdirSync(dir, { recursive: true })
  const path = join(dir, `cover${ext}`)
  writeFileSync(path, bytes)
  removeOldCovers(dir, ext)
  purgeCoverCache(ctx, item.id)
  return path
}

/** CoverManager.uploadCover: only the file name's extension is checked, as the real server does. */
export async function storeUploadedCover(
  ctx: ServerContext,
  item: LibraryItemRecord,
  file: File,
): Promise<CoverResult> {
  const ext = extname(file.name.toLowerCase())
  if (!ext || !(SUPPORTED_IMAGE_TYPES as readonly string[]).includes(ext.slice(1)))
    return { error: `Invalid image type ${ext} (Supported: ${SUPPORTED_IMAGE_TYPES.join(',')})` }
  return { cover: writeCover(ctx, item, ext, new Uint8Array(await file.arrayBuffer())) }
}

/** CoverManager.downloadCoverFromUrlNew: an `image/*` answer whose bytes are a supported image. */
export async function downloadCover(
  ctx: ServerContext,
  item: LibraryItemRecord,
  url: string,
): Promise<CoverResult> {
  const download = await fetchRemoteImage(url)
  const imageAnswer =
    !('failure' in download) &&
    download.contentType.startsWith('image/') &&
    !download.contentType.startsWith('image/svg+xml')
  if ('failure' in download || !imageAnswer) return { error: 'Failed to download image from url' }
  const checked = checkImage(download.bytes)
  if ('error' in checked) return checked
  return { cover: writeCover(ctx, item, `.${checked.ext}`, download.bytes) }
}

/** CoverManager.validateCoverPath: an image file on the server's disk, copied into the cover folder. */
export function useCoverPath(
  ctx: ServerContext,
  item: LibraryItemRecord,
  coverPath: string,
): { cover: string; updated: boolean } | { error: string } {
  if (!coverPath || coverPath.startsWith('http:') || coverPath.startsWith('https:'))
    return { error: 'Invalid cover path' }
  if (item.media.coverPath === coverPath) return { cover: coverPath, updated: false }
  if (!existsSync(coverPath)) return { error: 'Cover path does not exist' }
  if (!statSync(coverPath).isFile()) return { error: 'Cover path is not a file' }
  const checked = checkImage(readFileSync(coverPath).subarray(0, 12))
  if ('error' in checked) return checked
  const dir = coverDirectory(ctx, item)
  let cover = coverPath
  if (!coverPath.startsWith(dir)) {
    mkdirSync(dir, { recursive: true })
    cover = join(dir, `cover.${checked.ext}`)
    copyFileSync(coverPath, cover)
    removeOldCovers(dir, `.${checked.ext}`)
  }
  purgeCoverCache(ctx, item.id)
  return { cover, updated: true }
}
