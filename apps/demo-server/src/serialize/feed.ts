import type { FeedRecord } from '../state/types'

/** Feed.toOldJSONMinified: what items, collections and the feeds list embed. */
export function feedMinifiedJson(feed: FeedRecord) {
  return {
    id: feed.id,
    entityType: feed.entityType,
    entityId: feed.entityId,
    feedUrl: feed.feedUrl,
    meta: {
      title: feed.meta.title,
      description: feed.meta.description,
      preventIndexing: feed.meta.preventIndexing,
      ownerName: feed.meta.ownerName,
      ownerEmail: feed.meta.ownerEmail,
    },
  }
}

/** Feed.toOldJSON: episode enclosures are relative; the RSS XML makes them absolute. */
export function feedJson(feed: FeedRecord) {
  return {
    id: feed.id,
    slug: feed.slug,
    userId: feed.userId,
    entityType: feed.entityType,
    entityId: feed.entityId,
    entityUpdatedAt: feed.entityUpdatedAt,
    coverPath: feed.coverPath,
    meta: { ...feed.meta },
    serverAddress: feed.serverAddress,
    feedUrl: feed.feedUrl,
    episodes: feed.episodes.map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description,
      enclosure: { url: e.enclosure.url, size: e.enclosure.size, type: e.enclosure.type },
      pubDate: e.pubDate,
      link: e.link,
      author: e.author,
      explicit: e.explicit,
      duration: e.duration,
      season: e.season,
      episode: e.episode,
      episodeType: e.episodeType,
      fullPath: e.fullPath,
    })),
    createdAt: feed.createdAt,
    updatedAt: feed.updatedAt,
  }
}
