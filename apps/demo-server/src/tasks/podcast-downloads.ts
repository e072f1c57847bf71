import { once } from 'node:events'
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { ServerContext } from '../context'
import { audioFileFrom, fileMetadata } from '../library/audio-files'
import { sanitizeFilename } from '../library/filename'
import { fetchFromThisMachine, type RssEpisode } from '../library/podcast-fetch'
import type { ProbeCache } from '../library/probe-cache'
import { itemView } from '../routes/library-browse'
import { episodeExpandedJson, itemExpandedJson } from '../serialize/library-item'
import type { PodcastEpisode, PodcastItem } from '../state/types'
import { newId } from '../util/ids'
import type { ServerLog } from './server-log'
import type { TaskManager } from './task-manager'

const AUDIO_EXTENSIONS = ['mp3', 'm4a', 'm4b', 'aac', 'ogg', 'oga', 'opus', 'flac', 'wav', 'webm', 'mp4']

/** One episode waiting or downloading (PodcastEpisodeDownload). */
class EpisodeDownload {
  readonly id = newId()
  readonly createdAt = Date.now()
  readonly url: string
  readonly libraryId: string
  startedAt: number | null = null
  finishedAt: number | null = null
  isFinished = false
  failed = false
  appendRandomId = false

  constructor(
    readonly rss: RssEpisode,
    readonly item: PodcastItem,
    readonly isAutoDownload: boolean,
  ) {
    const url = rss.enclosure.url
    this.url = safeDecode(url) !== url ? url : encodeURI(url)
    this.libraryId = item.libraryId
  }

  get extension(): string {
    const ext = (this.url.split('?')[0] ?? '').split('.').pop()?.toLowerCase() ?? ''
    return AUDIO_EXTENSIONS.includes(ext) ? ext : 'mp3'
  }

  get filename(): string {
    const suffix = this.appendRandomId ? ` (${this.id})` : ''
    return sanitizeFilename(`${(this.rss.title || '').trim()}${suffix}.${this.extension}`)
  }

  get targetPath(): string {
    return join(this.item.path, this.filename)
  }

  toJSON() {
    return {
      id: this.id,
      episodeDisplayTitle: this.rss.title ?? null,
      url: this.url,
      libraryItemId: this.item.id,
      libraryId: this.libraryId,
      isFinished: this.isFinished,
      failed: this.failed,
      appendRandomId: this.appendRandomId,
      startedAt: this.startedAt,
      createdAt: this.createdAt,
      finishedAt: this.finishedAt,
      podcastTitle: this.item.media.metadata.title ?? null,
      podcastExplicit: !!this.item.media.metadata.explicit,
      season: this.rss.season ?? null,
      episode: this.rss.episode ?? null,
      episodeType: this.rss.episodeType || 'full',
      publishedAt: this.rss.publishedAt ?? null,
      guid: this.rss.guid ?? null,
    }
  }
}

function safeDecode(url: string): string {
  try {
    return decodeURIComponent(url)
  } catch {
    return url
  }
}

/**
 * The episode download queue (PodcastManager): one download at a time over HTTP from the episode's enclosure, the
 * file written into the podcast's folder, probed and added as an episode. Every step is announced with the real
 * server's socket events (episode_download_queued/started/finished, item_updated, episode_added,
 * episode_download_queue_cleared) and a download-podcast-episode task. A download that fails (the connection drops,
 * the host times out, the file is not audio) leaves no file behind and the queue goes on with the next one.
 */
export class PodcastDownloads {
  private queue: EpisodeDownload[] = []
  private current: EpisodeDownload | null = null

  constructor(
    private readonly ctx: ServerContext,
    private readonly tasks: TaskManager,
    private readonly probes: ProbeCache,
    private readonly log: ServerLog,
  ) {}

  download(item: PodcastItem, episodes: RssEpisode[], isAutoDownload: boolean): void {
    for (const episode of episodes) {
      if (episode?.enclosure?.url) this.enqueue(new EpisodeDownload(episode, item, isAutoDownload))
    }
  }

  /** Drops the queued (not the running) downloads of one podcast. */
  clear(libraryItemId: string): void {
    if (!this.queue.length) return
    this.queue = this.queue.filter((d) => d.item.id !== libraryItemId)
    this.ctx.hub.emitToAll('episode_download_queue_cleared', libraryItemId)
  }

  queuedFor(libraryItemId: string) {
    return this.queue.filter((d) => d.item.id === libraryItemId).map((d) => d.toJSON())
  }

  downloadingFor(libraryItemId: string) {
    return this.current?.item.id === libraryItemId ? [this.current.toJSON()] : []
  }

  /** `GET /api/libraries/:id/episode-downloads`: currentDownload is left out when another library's is running. */
  details(libraryId: string) {
    const current = this.current?.libraryId === libraryId ? this.current.toJSON() : undefined
    return {
      currentDownload: current,
      queue: this.queue.filter((d) => d.libraryId === libraryId).map((d) => d.toJSON()),
    }
  }

  /** Whether the feed episode is already downloaded (same guid or enclosure address). */
  static has(item: PodcastItem, episode: RssEpisode): boolean {
    return item.media.episodes.some(
      (e) => (!!episode.guid && e.guid === episode.guid) || e.enclosure?.url === episode.enclosure.url,
    )
  }

  /** The feed's episodes published after `after` (epoch ms) that the podcast lacks, at most `max` (0: all). */
  static newEpisodes(item: PodcastItem, episodes: RssEpisode[], after: number, max: number): RssEpisode[] {
    const found = episodes.filter((e) => (e.publishedAt ?? 0) > after && !PodcastDownloads.has(item, e))
    return max > 0 ? found.slice(0, max) : found
  }

  private enqueue(download: EpisodeDownload): void {
    const same = (d: EpisodeDownload | null) => d?.url === download.url && d.item.id === download.item.id
    if (this.current) {
      if (this.queue.some(same) || same(this.current)) return
      this.queue.push(download)
      this.ctx.hub.emitToAll('episode_download_queued', download.toJSON())
      return
    }
    void this.run(download)
  }

  private async run(download: EpisodeDownload): Promise<void> {
    const { hub } = this.ctx
    this.current = download
    download.startedAt = Date.now()
    const task = this.tasks.start(
      'download-podcast-episode',
      { text: 'Downloading episode', key: 'MessageDownloadingEpisode' },
      { libraryId: download.libraryId, libraryItemId: download.item.id },
      false,
      {
        text: `Downloading episode "${download.rss.title}".`,
        key: 'MessageTaskDownloadingEpisodeDescription',
        subs: [download.rss.title],
      },
    )
    hub.emitToAll('episode_download_started', download.toJSON())
    if (existsSync(download.targetPath)) download.appendRandomId = true

    let success = false
    try {
      mkdirSync(download.item.path, { recursive: true })
      success = (await this.fetchTo(download)) && (await this.addEpisode(download))
    } catch (error) {
      this.log.add('ERROR', 'PodcastManager', `Podcast episode download failed: ${String(error)}`)
    }
    if (!success) rmSync(download.targetPath, { force: true })

    download.isFinished = true
    download.failed = !success
    download.finishedAt = Date.now()
    if (success) {
      this.log.info('PodcastManager', `Successfully downloaded podcast episode "${download.rss.title}"`)
      this.tasks.finish(task)
    } else this.tasks.fail(task, { text: 'Failed', key: 'MessageTaskFailed' })
    hub.emitToAll('episode_download_finished', download.toJSON())

    this.current = null
    const next = this.queue.shift()
    if (next) void this.run(next)
  }

  private async fetchTo(download: EpisodeDownload): Promise<boolean> {
    const response = await fetchFromThisMachine(download.url, this.ctx.config.podcastDownloadTimeoutMs)
    if (!response?.body) return false
    const file = createWriteStream(download.targetPath)
    try {
      await pipeline(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>), file)
    } catch (error) {
      // The file may still be opening when the transfer breaks: let it close, or it appears after its removal.
      if (!file.closed) await once(file, 'close')
      throw error
    }
    return true
  }

  /** Probes the file and adds it to the podcast as it is now (scanAddPodcastEpisodeAudioFile). */
  private async addEpisode(download: EpisodeDownload): Promise<boolean> {
    const { store, hub } = this.ctx
    const path = download.targetPath
    const stats = statSync(path)
    const probe = await this.probes.probe(path, stats.size).catch(() => null)
    if (!probe?.duration) return false
    const stored = store.items.get(download.item.id)
    if (stored?.mediaType !== 'podcast') return false
    const podcast = structuredClone(stored)
    const now = Date.now()
    const rss = download.rss
    const audioFile = audioFileFrom(path, download.filename, stats, probe, 1, now)
    const episode: PodcastEpisode = {
      id: newId(),
      podcastId: podcast.media.id,
      index: null,
      season: rss.season || null,
      episode: rss.episode || null,
      episodeType: rss.episodeType || null,
      title: rss.title,
      subtitle: rss.subtitle || null,
      description: rss.description || null,
      enclosure: {
        url: rss.enclosure.url,
        type: rss.enclosure.type ?? '',
        length: rss.enclosure.length ?? null,
      },
      guid: rss.guid,
      pubDate: rss.pubDate || null,
      chapters: audioFile.chapters.map((c) => ({ ...c })),
      audioFile,
      publishedAt: rss.publishedAt,
      addedAt: now,
      updatedAt: now,
    }
    podcast.media.episodes.push(episode)
    podcast.libraryFiles.push({
      ino: audioFile.ino,
      metadata: fileMetadata(path, download.filename, stats),
      isSupplementary: null,
      addedAt: now,
      updatedAt: now,
      fileType: 'audio',
    })
    if (download.isAutoDownload) this.dropOldest(podcast, episode.id)
    podcast.updatedAt = now
    store.items.save(podcast)
    this.rememberInSidecar(podcast, episode)
    const view = itemView(this.ctx)
    const itemJson = itemExpandedJson(view, podcast)
    hub.emitItem('item_updated', podcast, itemJson)
    hub.emitToAll('episode_added', { ...episodeExpandedJson(podcast, episode), libraryItem: itemJson })
    return true
  }

  /** Auto downloads keep at most maxEpisodesToKeep dated episodes: the oldest one goes, file and all. */
  private dropOldest(podcast: PodcastItem, keepId: string): void {
    const { maxEpisodesToKeep, episodes } = podcast.media
    const dated = episodes.filter((e) => e.publishedAt)
    if (!maxEpisodesToKeep || dated.length <= maxEpisodesToKeep) return
    const oldest = dated
      .filter((e) => e.id !== keepId)
      .sort((a, b) => (a.publishedAt ?? 0) - (b.publishedAt ?? 0))[0]
    if (!oldest) return
    rmSync(oldest.audioFile.metadata.path, { force: true })
    podcast.media.episodes = episodes.filter((e) => e.id !== oldest.id)
    podcast.libraryFiles = podcast.libraryFiles.filter((f) => f.ino !== oldest.audioFile.ino)
    for (const p of this.ctx.store.progress.filter((p) => p.episodeId === oldest.id)) {
      this.ctx.store.progress.delete(p.id)
    }
  }

  /** The demo server keeps episode details in the folder's metadata.json too, so a rescan finds them again. */
  private rememberInSidecar(podcast: PodcastItem, episode: PodcastEpisode): void {
    const file = join(podcast.path, 'metadata.json')
    try {
      const sidecar = existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
        : {}
      const episodes = (sidecar.episodes ?? {}) as Record<string, unknown>
      episodes[episode.audioFile.metadata.filename] = {
        title: episode.title,
        subtitle: episode.subtitle,
        description: episode.description,
        pubDate: episode.pubDate,
        publishedAt: episode.publishedAt,
        season: episode.season,
        episode: episode.episode,
        episodeType: episode.episodeType,
      }
      writeFileSync(file, `${JSON.stringify({ ...sidecar, episodes }, null, 2)}\n`)
    } catch (error) {
      this.log.add('WARN', 'PodcastManager', `Could not update ${file}: ${String(error)}`)
    }
  }
}
