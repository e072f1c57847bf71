import { execFile } from 'node:child_process'
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, extname, join } from 'node:path'
import { promisify } from 'node:util'
import type { ServerContext } from '../context'
import type { ProbeCache } from '../library/probe-cache'
import { rescanItem } from '../library/scanner'
import { ffmpegPath } from '../media'
import {
  authorNameOf,
  bookDuration,
  includedAudioFiles,
  itemExpandedJson,
  seriesNameOf,
} from '../serialize/library-item'
import type { BookItem } from '../state/types'
import type { TaskManager } from './task-manager'

const run = promisify(execFile)

/** ffmetadata text: global tags plus chapters in milliseconds. */
function ffmetadata(
  tags: Record<string, string>,
  chapters: { start: number; end: number; title: string }[],
): string {
  const escapeValue = (value: string) => value.replace(/[=;#\\\n]/g, (c) => `\\${c}`)
  const lines = [';FFMETADATA1', ...Object.entries(tags).map(([k, v]) => `${k}=${escapeValue(v)}`)]
  for (const chapter of chapters) {
    lines.push(
      '[CHAPTER]',
      'TIMEBASE=1/1000',
      `START=${Math.round(chapter.start * 1000)}`,
      `END=${Math.round(chapter.end * 1000)}`,
      `title=${escapeValue(chapter.title)}`,
    )
  }
  return `${lines.join('\n')}\n`
}

/**
 * "Embed metadata" (AudioMetadataManager): one item at a time, the others queued; each audio file gets the
 * item's tags (and chapters for a single file) written by ffmpeg into a new file that replaces the old one.
 */
export class MetadataEmbedder {
  private queue: { item: BookItem; userId: string }[] = []
  private running: string | null = null

  constructor(
    private readonly ctx: ServerContext,
    private readonly tasks: TaskManager,
    private readonly probes: ProbeCache,
  ) {}

  queuedItemIds(): string[] {
    return this.queue.map((q) => q.item.id)
  }

  isQueuedOrRunning(itemId: string): boolean {
    return this.running === itemId || this.queue.some((q) => q.item.id === itemId)
  }

  add(items: BookItem[], userId: string): void {
    for (const item of items) {
      if (this.running) {
        this.queue.push({ item, userId })
        this.ctx.hub.emitToAdmins('metadata_embed_queue_update', { libraryItemId: item.id, queued: true })
      } else {
        void this.embed(item, userId)
      }
    }
  }

  private next(): void {
    const nextUp = this.queue.shift()
    if (!nextUp) return
    this.ctx.hub.emitToAll('metadata_embed_queue_update', { libraryItemId: nextUp.item.id, queued: false })
    void this.embed(nextUp.item, nextUp.userId)
  }

  private async embed(item: BookItem, userId: string): Promise<void> {
    this.running = item.id
    const { hub, store } = this.ctx
    const view = { store, flavour: this.ctx.config.flavour }
    const title = item.media.metadata.title
    const task = this.tasks.start(
      'embed-metadata',
      { text: 'Embedding Metadata', key: 'MessageTaskEmbeddingMetadata' },
      { libraryItemId: item.id, libraryItemDir: item.isFile ? dirname(item.path) : item.path, userId },
      false,
    )
    task.description = `Embedding metadata in audiobook "${title}".`
    task.descriptionKey = 'MessageTaskEmbeddingMetadataDescription'
    task.descriptionSubs = [title]
    const files = includedAudioFiles(item.media)
    const total = bookDuration(item.media) || 1
    const m = item.media.metadata
    const tags: Record<string, string> = {
      title,
      album: title,
      artist: authorNameOf(view, item.media),
      album_artist: authorNameOf(view, item.media),
    }
    if (m.narrators.length) tags.composer = m.narrators.join(', ')
    if (m.genres.length) tags.genre = m.genres.join('; ')
    if (m.publishedYear) tags.date = m.publishedYear
    if (m.description) tags.comment = m.description
    if (m.publisher) tags.publisher = m.publisher
    const series = seriesNameOf(view, item.media)
    if (series) tags.grouping = series
    const workDir = join(this.ctx.metadataDir, 'cache', 'items', item.id)
    try {
      mkdirSync(workDir, { recursive: true })
      let done = 0
      for (const file of files) {
        hub.emitToAdmins('track_started', { libraryItemId: item.id, ino: file.ino })
        const metadataPath = join(workDir, 'ffmetadata.txt')
        const chapters = files.length === 1 ? item.media.chapters : []
        writeFileSync(metadataPath, ffmetadata({ ...tags, track: `${file.index}/${files.length}` }, chapters))
        const target = file.metadata.path
        const temporary = join(dirname(target), `.embed-${item.id}-${file.index}${extname(target)}`)
        try {
          // Audio and cover only: the mp4 muxer cannot copy a chapter text track, ffmetadata rewrites chapters.
          await run(ffmpegPath(), [
            ...['-v', 'error', '-y', '-i', target, '-i', metadataPath],
            ...['-map', '0:a', '-map', '0:v?', '-map_metadata', '1', '-map_chapters', '1'],
            ...['-c', 'copy', '-disposition:v', 'attached_pic', temporary],
          ])
          renameSync(temporary, target)
        } catch (error) {
          rmSync(temporary, { force: true })
          throw Object.assign(new Error(`Failed to embed metadata in file "${file.metadata.filename}"`), {
            cause: error,
          })
        }
        done += file.duration
        this.tasks.progress(item.id, (done / total) * 100)
        hub.emitToAdmins('track_progress', { libraryItemId: item.id, ino: file.ino, progress: 100 })
        hub.emitToAdmins('track_finished', { libraryItemId: item.id, ino: file.ino })
      }
      const library = store.libraries.get(item.libraryId)
      const current = store.items.get(item.id)
      if (library && current) {
        await rescanItem(library, current, { store, probes: this.probes, scanVersion: this.ctx.version })
        const rebuilt = store.items.get(item.id)
        if (rebuilt) hub.emitItem('item_updated', rebuilt, itemExpandedJson(view, rebuilt))
      }
      this.tasks.finish(task)
    } catch (error) {
      const text = error instanceof Error ? error.message : 'Failed to embed metadata'
      this.tasks.fail(task, { text, key: 'MessageTaskFailedToEmbedMetadataInFile' })
    } finally {
      rmSync(workDir, { recursive: true, force: true })
      this.running = null
      this.next()
    }
  }
}
