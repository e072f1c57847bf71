import { basename, extname } from 'node:path'
import { authorNameOf, bookTracks, type ItemView } from '../serialize/library-item'
import type { BookItem, FeedEpisodeRecord, FeedRecord, LibraryItemRecord, PodcastItem } from '../state/types'
import { escapeXml } from '../util/html'
import { newId } from '../util/ids'

export interface FeedOptions {
  serverAddress: string
  slug: string
  metadataDetails?: { preventIndexing?: unknown; ownerName?: unknown; ownerEmail?: unknown }
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value ? value : null)

/** Feed dates look like "Sun, 22 Nov 2026 02:20:01 GMT". */
const rfc1123 = (ms: number) => new Date(ms).toUTCString()

function bookEpisodes(
  view: ItemView,
  book: BookItem,
  slug: string,
  startMs: number,
  offset: number,
): FeedEpisodeRecord[] {
  const tracks = bookTracks(book)
  const chapters = book.media.chapters
  const useChapterTitles =
    tracks.length === chapters.length &&
    tracks.every((t, i) => Math.abs(chapters[i]!.start - t.startOffset) < 1)
  const author = authorNameOf(view, book.media)
  return tracks.map((track, index) => {
    const id = newId()
    const filename = track.metadata.filename
    let title = basename(filename, extname(filename))
    if (tracks.length === 1) title = book.media.metadata.title
    else if (useChapterTitles) {
      const chapter = chapters.find((c) => Math.abs(c.start - track.startOffset) < 1)
      if (chapter?.title) title = chapter.title
    }
    return {
      id,
      title,
      description: book.media.metadata.description ?? '',
      enclosure: {
        url: `/feed/${slug}/item/${id}/media${extname(filename)}`,
        type: track.mimeType,
        size: track.metadata.size,
      },
      pubDate: rfc1123(startMs + (offset + index) * 60_000),
      link: `/item/${book.id}`,
      author,
      explicit: book.media.metadata.explicit,
      duration: track.duration,
      season: null,
      episode: null,
      episodeType: null,
      libraryItemId: book.id,
      episodeId: null,
      trackIndex: track.index,
      fullPath: track.metadata.path,
    }
  })
}

function podcastEpisodes(podcast: PodcastItem, slug: string): FeedEpisodeRecord[] {
  const serial = podcast.media.metadata.type === 'serial'
  const episodes = [...podcast.media.episodes].sort((a, b) => {
    const diff = (Date.parse(a.pubDate ?? '') || 0) - (Date.parse(b.pubDate ?? '') || 0)
    return serial ? diff : -diff
  })
  return episodes.map((episode) => {
    const id = newId()
    const file = episode.audioFile
    return {
      id,
      title: episode.title,
      description: episode.description ?? '',
      enclosure: {
        url: `/feed/${slug}/item/${id}/media${extname(file.metadata.filename)}`,
        type: file.mimeType,
        size: file.metadata.size,
      },
      pubDate: episode.pubDate ?? rfc1123(episode.addedAt),
      link: `/item/${podcast.id}`,
      author: podcast.media.metadata.author ?? '',
      explicit: podcast.media.metadata.explicit,
      duration: file.duration,
      season: episode.season,
      episode: episode.episode,
      episodeType: episode.episodeType,
      libraryItemId: podcast.id,
      episodeId: episode.id,
      trackIndex: 1,
      fullPath: file.metadata.path,
    }
  })
}

function baseFeed(
  userId: string,
  options: FeedOptions,
  entityType: FeedRecord['entityType'],
  entityId: string,
) {
  const details = options.metadataDetails ?? {}
  const now = Date.now()
  return {
    id: newId(),
    slug: options.slug,
    userId,
    entityType,
    entityId,
    serverAddress: options.serverAddress,
    feedUrl: `/feed/${options.slug}`,
    preventIndexing: details.preventIndexing === undefined ? true : !!details.preventIndexing,
    ownerName: textOrNull(details.ownerName),
    ownerEmail: textOrNull(details.ownerEmail),
    createdAt: now,
    updatedAt: now,
  }
}

/** Feed of one item: a podcast's episodes, or a book's tracks one minute apart. */
export function feedForItem(
  view: ItemView,
  userId: string,
  item: LibraryItemRecord,
  options: FeedOptions,
): FeedRecord {
  const base = baseFeed(userId, options, 'libraryItem', item.id)
  const coverPath = item.media.coverPath
  const isBook = item.mediaType === 'book'
  return {
    id: base.id,
    slug: base.slug,
    userId,
    entityType: 'libraryItem',
    entityId: item.id,
    entityUpdatedAt: item.updatedAt,
    serverAddress: base.serverAddress,
    feedUrl: base.feedUrl,
    coverPath,
    meta: {
      title: item.media.metadata.title,
      description: item.media.metadata.description,
      author: isBook ? authorNameOf(view, item.media) : item.media.metadata.author,
      imageUrl: coverPath ? `/feed/${options.slug}/cover${extname(coverPath)}` : '/Logo.png',
      feedUrl: base.feedUrl,
      link: `/item/${item.id}`,
      explicit: item.media.metadata.explicit,
      type: isBook ? 'serial' : item.media.metadata.type,
      language: item.media.metadata.language,
      preventIndexing: base.preventIndexing,
      ownerName: base.ownerName,
      ownerEmail: base.ownerEmail,
    },
    episodes: isBook
      ? bookEpisodes(view, item, options.slug, item.addedAt, 0)
      : podcastEpisodes(item, options.slug),
    createdAt: base.createdAt,
    updatedAt: base.updatedAt,
  }
}

/** Feed of several books (a collection or a series): their tracks in order, one minute apart. */
export function feedForBooks(
  view: ItemView,
  userId: string,
  entity: {
    type: 'collection' | 'series'
    id: string
    name: string
    description: string | null
    updatedAt: number
  },
  books: BookItem[],
  options: FeedOptions,
): FeedRecord {
  const base = baseFeed(userId, options, entity.type, entity.id)
  const coverPath = books.find((b) => b.media.coverPath)?.media.coverPath ?? null
  const start = Math.min(...books.map((b) => b.addedAt))
  let offset = 0
  const episodes = books.flatMap((book) => {
    const list = bookEpisodes(view, book, options.slug, start, offset)
    offset += list.length
    return list
  })
  const authors = [...new Set(books.map((b) => authorNameOf(view, b.media)).filter(Boolean))]
  return {
    id: base.id,
    slug: base.slug,
    userId,
    entityType: entity.type,
    entityId: entity.id,
    entityUpdatedAt: entity.updatedAt,
    serverAddress: base.serverAddress,
    feedUrl: base.feedUrl,
    coverPath,
    meta: {
      title: entity.name,
      description: entity.description,
      author: authors.join(', ') || null,
      imageUrl: coverPath ? `/feed/${options.slug}/cover${extname(coverPath)}` : '/Logo.png',
      feedUrl: base.feedUrl,
      link:
        entity.type === 'collection'
          ? `/collection/${entity.id}`
          : `/library/${books[0]?.libraryId}/series/${entity.id}`,
      explicit: books.some((b) => b.media.metadata.explicit),
      type: 'serial',
      language: books.find((b) => b.media.metadata.language)?.media.metadata.language ?? null,
      preventIndexing: base.preventIndexing,
      ownerName: base.ownerName,
      ownerEmail: base.ownerEmail,
    },
    episodes,
    createdAt: base.createdAt,
    updatedAt: base.updatedAt,
  }
}

const cdata = (text: string) => `<![CDATA[${text.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`

/** The RSS 2.0 + iTunes XML of a feed, with URLs made absolute against `hostPrefix`. */
export function feedXml(feed: FeedRecord, hostPrefix: string): string {
  const m = feed.meta
  const link = `${hostPrefix}${m.link}`
  const image = `${hostPrefix}${m.imageUrl}`
  const owner = m.ownerName || m.author
  const parts = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:atom="http://www.w3.org/2005/Atom" version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:podcast="https://podcastindex.org/namespace/1.0" xmlns:googleplay="http://www.google.com/schemas/play-podcasts/1.0">',
    '<channel>',
    `<title>${cdata(m.title)}</title>`,
    `<description>${cdata(m.description || m.title)}</description>`,
    `<link>${escapeXml(link)}</link>`,
    `<image><url>${escapeXml(image)}</url><title>${escapeXml(m.title)}</title><link>${escapeXml(link)}</link></image>`,
    '<generator>Audiobookshelf</generator>',
    `<lastBuildDate>${new Date().toUTCString()}</lastBuildDate>`,
    `<atom:link href="${escapeXml(`${hostPrefix}${feed.feedUrl}`)}" rel="self" type="application/rss+xml"/>`,
    `<language>${escapeXml(m.language ?? 'en')}</language>`,
  ]
  if (m.author)
    parts.push(
      `<author>${escapeXml(m.author)}</author>`,
      `<itunes:author>${escapeXml(m.author)}</itunes:author>`,
    )
  if (m.type) parts.push(`<itunes:type>${escapeXml(m.type)}</itunes:type>`)
  parts.push(`<itunes:image href="${escapeXml(image)}"/>`, `<itunes:explicit>${m.explicit}</itunes:explicit>`)
  if (owner || m.ownerEmail) {
    parts.push(
      `<itunes:owner>${owner ? `<itunes:name>${escapeXml(owner)}</itunes:name>` : ''}${m.ownerEmail ? `<itunes:email>${escapeXml(m.ownerEmail)}</itunes:email>` : ''}</itunes:owner>`,
    )
  }
  if (m.preventIndexing)
    parts.push('<itunes:block>yes</itunes:block>', '<googleplay:block>yes</googleplay:block>')
  for (const e of feed.episodes) {
    const url = escapeXml(`${hostPrefix}${e.enclosure.url}`)
    parts.push(
      '<item>',
      `<title>${cdata(e.title)}</title>`,
      e.description ? `<description>${cdata(e.description)}</description>` : '',
      `<link>${escapeXml(`${hostPrefix}${e.link}`)}</link>`,
      `<guid isPermaLink="false">${url}</guid>`,
      `<dc:creator>${cdata(e.author)}</dc:creator>`,
      `<pubDate>${escapeXml(e.pubDate)}</pubDate>`,
      `<enclosure url="${url}" length="${e.enclosure.size}" type="${escapeXml(e.enclosure.type)}"/>`,
      `<itunes:author>${escapeXml(e.author)}</itunes:author>`,
      `<itunes:duration>${Math.round(e.duration)}</itunes:duration>`,
      `<itunes:explicit>${e.explicit}</itunes:explicit>`,
      e.episodeType ? `<itunes:episodeType>${escapeXml(e.episodeType)}</itunes:episodeType>` : '',
      e.season ? `<itunes:season>${escapeXml(e.season)}</itunes:season>` : '',
      e.episode ? `<itunes:episode>${escapeXml(e.episode)}</itunes:episode>` : '',
      e.description ? `<itunes:summary>${cdata(e.description)}</itunes:summary>` : '',
      '</item>',
    )
  }
  parts.push('</channel></rss>')
  return parts.join('')
}
