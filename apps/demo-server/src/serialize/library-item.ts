import type { ServerFlavour } from '../config'
import type { Store } from '../state/store'
import type {
  AudioFile,
  BookItem,
  BookMedia,
  LibraryItemRecord,
  PodcastEpisode,
  PodcastItem,
  PodcastMedia,
} from '../state/types'
import { stripAllTags } from '../util/html'
import { nameToLastFirst, titlePrefixAtEnd } from '../util/titles'

/** What serialising an item needs besides the item: names of authors and series, sorting prefixes. */
export interface ItemView {
  store: Store
  flavour: ServerFlavour
}

const prefixes = (view: ItemView) => view.store.serverSettings.sortingPrefixes

export function authorsOf(view: ItemView, media: BookMedia) {
  return media.metadata.authorIds.flatMap((id) => {
    const author = view.store.authors.get(id)
    return author ? [{ id: author.id, name: author.name }] : []
  })
}

export function seriesOf(view: ItemView, media: BookMedia) {
  return media.metadata.series.flatMap((link) => {
    const series = view.store.series.get(link.id)
    return series ? [{ id: series.id, name: series.name, sequence: link.sequence }] : []
  })
}

export const authorNameOf = (view: ItemView, media: BookMedia) =>
  authorsOf(view, media)
    .map((a) => a.name)
    .join(', ')

const authorNameLFOf = (view: ItemView, media: BookMedia) =>
  authorsOf(view, media)
    .map((a) => nameToLastFirst(a.name))
    .join(', ')

export const seriesNameOf = (view: ItemView, media: BookMedia) =>
  seriesOf(view, media)
    .map((s) => (s.sequence ? `${s.name} #${s.sequence}` : s.name))
    .join(', ')

export const includedAudioFiles = (media: BookMedia): AudioFile[] =>
  media.audioFiles.filter((f) => !f.exclude)

export const bookDuration = (media: BookMedia): number =>
  includedAudioFiles(media).reduce((total, file) => total + file.duration, 0)

export const bookSize = (media: BookMedia): number =>
  media.audioFiles.reduce((total, file) => total + file.metadata.size, 0) +
  (media.ebookFile?.metadata.size ?? 0)

export const itemSize = (item: LibraryItemRecord): number =>
  item.libraryFiles.reduce((total, file) => total + file.metadata.size, 0)

export const podcastSize = (media: PodcastMedia): number =>
  media.episodes.reduce((total, episode) => total + episode.audioFile.metadata.size, 0)

/** The book metadata fields every shape carries as stored, after the title, people and series. */
function bookPublicationJson(media: BookMedia) {
  const m = media.metadata
  return {
    genres: [...m.genres],
    publishedYear: m.publishedYear,
    publishedDate: m.publishedDate,
    publisher: m.publisher,
    description: m.description,
    isbn: m.isbn,
    asin: m.asin,
    language: m.language,
    explicit: m.explicit,
    abridged: m.abridged,
  }
}

/** Authors, narrators and series as joined display names (minified and expanded shapes). */
const bookDisplayNames = (view: ItemView, media: BookMedia) => ({
  authorName: authorNameOf(view, media),
  authorNameLF: authorNameLFOf(view, media),
  narratorName: media.metadata.narrators.join(', '),
  seriesName: seriesNameOf(view, media),
})

/** Book.oldMetadataToJSON: authors and series as {id, name(, sequence)}. */
export function bookMetadataJson(view: ItemView, media: BookMedia) {
  const m = media.metadata
  return {
    title: m.title,
    subtitle: m.subtitle,
    authors: authorsOf(view, media),
    narrators: [...m.narrators],
    series: seriesOf(view, media),
    ...bookPublicationJson(media),
  }
}

function bookMetadataMinified(view: ItemView, media: BookMedia) {
  const m = media.metadata
  return {
    title: m.title,
    titleIgnorePrefix: titlePrefixAtEnd(m.title, prefixes(view)),
    subtitle: m.subtitle,
    ...bookDisplayNames(view, media),
    ...bookPublicationJson(media),
  }
}

function bookMetadataExpanded(view: ItemView, media: BookMedia) {
  return {
    ...bookMetadataJson(view, media),
    titleIgnorePrefix: titlePrefixAtEnd(media.metadata.title, prefixes(view)),
    ...bookDisplayNames(view, media),
    descriptionPlain: media.metadata.description ? stripAllTags(media.metadata.description) : null,
  }
}

/** Book.getTracklist: included audio files with title, startOffset and the authenticated file URL. */
export function bookTracks(item: BookItem) {
  let startOffset = 0
  return includedAudioFiles(item.media).map((file) => {
    const track = {
      ...structuredClone(file),
      title: file.metadata.filename,
      startOffset,
      contentUrl: `/api/items/${item.id}/file/${file.ino}`,
    }
    startOffset += file.duration
    return track
  })
}

export function episodeTrack(item: PodcastItem, episode: PodcastEpisode) {
  return {
    ...structuredClone(episode.audioFile),
    startOffset: 0,
    title: episode.audioFile.metadata.filename,
    index: 1,
    contentUrl: `/api/items/${item.id}/file/${episode.audioFile.ino}`,
  }
}

const bookMinifiedCounts = (media: BookMedia) => ({
  numTracks: includedAudioFiles(media).length,
  numAudioFiles: media.audioFiles.length,
  numChapters: media.chapters.length,
})

/** The podcast metadata as the item JSON and playback sessions carry it. */
export function podcastMetadataJson(media: PodcastMedia) {
  const m = media.metadata
  return {
    title: m.title,
    author: m.author,
    description: m.description,
    releaseDate: m.releaseDate,
    genres: [...m.genres],
    feedUrl: m.feedUrl,
    imageUrl: m.imageUrl,
    itunesPageUrl: m.itunesPageUrl,
    itunesId: m.itunesId,
    itunesArtistId: m.itunesArtistId,
    explicit: m.explicit,
    language: m.language,
    type: m.type,
  }
}

const podcastMetadataExpanded = (view: ItemView, media: PodcastMedia) => ({
  ...podcastMetadataJson(media),
  titleIgnorePrefix: titlePrefixAtEnd(media.metadata.title, prefixes(view)),
})

/** PodcastEpisode.toOldJSON. */
export function episodeJson(item: PodcastItem, episode: PodcastEpisode) {
  return {
    libraryItemId: item.id,
    podcastId: item.media.id,
    id: episode.id,
    oldEpisodeId: null,
    index: episode.index,
    season: episode.season,
    episode: episode.episode,
    episodeType: episode.episodeType,
    title: episode.title,
    subtitle: episode.subtitle,
    description: episode.description,
    enclosure: episode.enclosure ? { ...episode.enclosure } : null,
    guid: episode.guid,
    pubDate: episode.pubDate,
    chapters: structuredClone(episode.chapters),
    audioFile: structuredClone(episode.audioFile),
    publishedAt: episode.publishedAt,
    addedAt: episode.addedAt,
    updatedAt: episode.updatedAt,
  }
}

export function episodeExpandedJson(item: PodcastItem, episode: PodcastEpisode) {
  return {
    ...episodeJson(item, episode),
    audioTrack: episodeTrack(item, episode),
    size: episode.audioFile.metadata.size,
    duration: episode.audioFile.duration,
  }
}

function podcastSettings(media: PodcastMedia) {
  return {
    autoDownloadEpisodes: media.autoDownloadEpisodes,
    autoDownloadSchedule: media.autoDownloadSchedule,
    lastEpisodeCheck: media.lastEpisodeCheck,
    maxEpisodesToKeep: media.maxEpisodesToKeep,
    maxNewEpisodesToDownload: media.maxNewEpisodesToDownload,
  }
}

function itemHead(item: LibraryItemRecord) {
  return {
    id: item.id,
    ino: item.ino,
    oldLibraryItemId: null,
    libraryId: item.libraryId,
    folderId: item.folderId,
    path: item.path,
    relPath: item.relPath,
    isFile: item.isFile,
    mtimeMs: item.mtimeMs,
    ctimeMs: item.ctimeMs,
    birthtimeMs: item.birthtimeMs,
    addedAt: item.addedAt,
    updatedAt: item.updatedAt,
  }
}

const statusFields = (item: LibraryItemRecord) => ({
  isMissing: item.isMissing,
  isInvalid: item.isInvalid,
  mediaType: item.mediaType,
})

/** The fields every full media shape starts with. */
const mediaHead = <M>(item: LibraryItemRecord, metadata: M) => ({
  id: item.media.id,
  libraryItemId: item.id,
  metadata,
  coverPath: item.media.coverPath,
  tags: [...item.media.tags],
})

/** The fields every minified media shape starts with: no libraryItemId. */
const minifiedMediaHead = <M>(media: BookMedia | PodcastMedia, metadata: M) => ({
  id: media.id,
  metadata,
  coverPath: media.coverPath,
  tags: [...media.tags],
})

/** A book's media as the full shapes carry it, with the metadata of the shape. */
const bookMediaJson = <M>(item: BookItem, metadata: M) => ({
  ...mediaHead(item, metadata),
  audioFiles: structuredClone(item.media.audioFiles),
  chapters: structuredClone(item.media.chapters),
  ebookFile: structuredClone(item.media.ebookFile),
})

/** A podcast's media as the full shapes carry it, with the metadata and episodes of the shape. */
const podcastMediaJson = <M, E>(item: PodcastItem, metadata: M, episodes: E[]) => ({
  ...mediaHead(item, metadata),
  episodes,
  ...podcastSettings(item.media),
})

/** The item fields of the full shapes (toOldJSON, toOldJSONExpanded) around their media. */
const fullItemJson = <M>(item: LibraryItemRecord, media: M) => ({
  ...itemHead(item),
  lastScan: item.lastScan,
  scanVersion: item.scanVersion,
  ...statusFields(item),
  media,
  libraryFiles: item.libraryFiles.map((file) => structuredClone(file)),
})

/** LibraryItem.toOldJSON (the shape of GET /api/items/:id without expanded). */
export function itemJson(view: ItemView, item: LibraryItemRecord) {
  return fullItemJson(
    item,
    item.mediaType === 'book'
      ? bookMediaJson(item, bookMetadataJson(view, item.media))
      : podcastMediaJson(
          item,
          podcastMetadataJson(item.media),
          item.media.episodes.map((e) => episodeJson(item, e)),
        ),
  )
}

export function minifiedMediaJson(view: ItemView, item: LibraryItemRecord) {
  if (item.mediaType === 'book') {
    const media = item.media
    return {
      ...minifiedMediaHead(media, bookMetadataMinified(view, media)),
      ...bookMinifiedCounts(media),
      duration: bookDuration(media),
      size: bookSize(media),
      ebookFormat: media.ebookFile?.ebookFormat,
    }
  }
  const media = item.media
  return {
    ...minifiedMediaHead(media, podcastMetadataExpanded(view, media)),
    numEpisodes: media.episodes.length,
    ...podcastSettings(media),
    size: podcastSize(media),
  }
}

/** LibraryItem.toOldJSONMinified (bookshelf lists). */
export function itemMinifiedJson(view: ItemView, item: LibraryItemRecord) {
  return {
    ...itemHead(item),
    ...statusFields(item),
    media: minifiedMediaJson(view, item),
    numFiles: item.libraryFiles.length,
    size: itemSize(item),
  }
}

/** LibraryItem.toOldJSONExpanded; under 2.36 it also carries every minified count. */
export function itemExpandedJson(view: ItemView, item: LibraryItemRecord) {
  const is236 = view.flavour === '2.36'
  let media: Record<string, unknown>
  if (item.mediaType === 'book') {
    const m = item.media
    media = {
      ...bookMediaJson(item, bookMetadataExpanded(view, m)),
      duration: bookDuration(m),
      size: bookSize(m),
      tracks: bookTracks(item),
      ...(is236 ? { ...bookMinifiedCounts(m), ebookFormat: m.ebookFile?.ebookFormat } : {}),
    }
  } else {
    const m = item.media
    media = {
      ...podcastMediaJson(
        item,
        podcastMetadataExpanded(view, m),
        m.episodes.map((e) => episodeExpandedJson(item, e)),
      ),
      size: podcastSize(m),
      ...(is236 ? { numEpisodes: m.episodes.length } : {}),
    }
  }
  return {
    ...fullItemJson(item, media),
    size: itemSize(item),
    ...(is236 ? { numFiles: item.libraryFiles.length } : {}),
  }
}
