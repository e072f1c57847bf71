import { XMLValidator } from 'fast-xml-parser'
import type { CataloguePodcast } from '../sample/podcast-catalogue'
import { escapeXml, stripAllTags } from '../util/html'

const hms = (seconds: number) =>
  [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60]
    .map((part) => String(part).padStart(2, '0'))
    .join(':')

/** Where a catalogue feed's files are served: `<feed without .xml>/episode-N.mp3`, `/cover.jpg`. */
export const feedBaseOf = (feedUrl: string) => feedUrl.replace(/\.xml$/, '')

/** The RSS 2.0 feed (with iTunes tags) of a catalogue podcast; `feedUrl` is where it is served. */
export function catalogueFeedXml(podcast: CataloguePodcast, feedUrl: string): string {
  const tag = (name: string, text: string) => `<${name}>${escapeXml(text)}</${name}>`
  const base = feedBaseOf(feedUrl)
  const items = podcast.episodes.map((episode) =>
    [
      '<item>',
      tag('title', episode.title),
      `<description><![CDATA[${episode.description}]]></description>`,
      episode.publishedAt === null ? '' : tag('pubDate', new Date(episode.publishedAt).toUTCString()),
      `<guid isPermaLink="false">${escapeXml(`${podcast.slug}-${episode.number}`)}</guid>`,
      `<enclosure url="${escapeXml(`${base}/episode-${episode.number}.mp3`)}" type="audio/mpeg" length="0"/>`,
      tag('itunes:duration', hms(episode.durationSeconds)),
      tag('itunes:episode', String(episode.number)),
      tag('itunes:season', episode.season),
      tag('itunes:episodeType', episode.episodeType),
      '</item>',
    ].join(''),
  )
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    tag('title', podcast.title),
    tag('link', base),
    tag('description', podcast.description),
    tag('language', 'en'),
    tag('itunes:author', podcast.artistName),
    tag('itunes:explicit', podcast.explicit ? 'true' : 'false'),
    tag('itunes:type', podcast.type),
    `<itunes:image href="${escapeXml(`${base}/cover.jpg`)}"/>`,
    ...podcast.genres.slice(1).map((genre) => `<itunes:category text="${escapeXml(genre)}"/>`),
    `<atom:link href="${escapeXml(feedUrl)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
  ].join('\n')
}

interface Element {
  attrs: Record<string, string>
  text: string
}

function decode(raw: string): string {
  const cdata = /^\s*<!\[CDATA\[([\s\S]*?)\]\]>\s*$/.exec(raw)
  if (cdata) return cdata[1]!
  return raw
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
}

function attributesOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {}
  for (const match of source.matchAll(/([\w:-]+)\s*=\s*("([^"]*)"|'([^']*)')/g)) {
    attrs[match[1]!] = decode(match[3] ?? match[4] ?? '')
  }
  return attrs
}

const escapeName = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** Every `<name>` element of the fragment (not nested in one of its own kind). */
function elements(xml: string, name: string): Element[] {
  const pattern = new RegExp(
    `<${escapeName(name)}(\\s[^>]*?)?(?:/>|>([\\s\\S]*?)</${escapeName(name)}>)`,
    'g',
  )
  return [...xml.matchAll(pattern)].map((match) => ({
    attrs: attributesOf(match[1] ?? ''),
    text: decode(match[2] ?? ''),
  }))
}

const first = (xml: string, name: string): string | null => {
  const found = elements(xml, name)[0]
  return found ? found.text.trim() : null
}

/** Nested `itunes:category` as "Parent:Child", a parent without children as itself. */
function categoriesOf(channel: string): string[] {
  const categories: string[] = []
  const stack: { text: string; hasChildren: boolean }[] = []
  for (const match of channel.matchAll(/<itunes:category(\s[^>]*?)?(\/?)>|<\/itunes:category>/g)) {
    if (match[0].startsWith('</')) {
      const closed = stack.pop()
      if (closed && !closed.hasChildren) categories.push([...stack.map((c) => c.text), closed.text].join(':'))
      continue
    }
    const text = attributesOf(match[1] ?? '').text ?? ''
    const parent = stack[stack.length - 1]
    if (parent) parent.hasChildren = true
    if (match[2] === '/') categories.push([...stack.map((c) => c.text), text].join(':'))
    else stack.push({ text, hasChildren: false })
  }
  return categories.filter((c) => c && !c.split(':').includes(''))
}

const allowedTags = new Set(['p', 'br', 'a', 'b', 'strong', 'i', 'em', 'ul', 'ol', 'li'])

/** Keeps a few formatting tags (and a link's http(s) href), drops every other tag and attribute. */
export function sanitizeHtml(html: string): string {
  return html
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<(\/?)([a-z0-9]+)([^>]*)>/gi, (_, slash: string, tag: string, rest: string) => {
      const name = tag.toLowerCase()
      if (!allowedTags.has(name)) return ''
      if (name !== 'a' || slash) return `<${slash}${name}>`
      const href = /href\s*=\s*"(https?:[^"]*)"/i.exec(rest)?.[1]
      return href ? `<a href="${href}">` : '<a>'
    })
}

function secondsOf(duration: string | null): number | null {
  if (!duration) return null
  const parts = duration.split(':').map(Number)
  if (parts.some((p) => Number.isNaN(p))) return null
  return parts.reduce((total, part) => total * 60 + part, 0) || null
}

/** An episode's media as the feed gives it (every attribute of `<enclosure>`). */
interface RssEnclosure {
  url: string
  type?: string
  length?: string
}

function episodeOf(item: string) {
  const enclosure = elements(item, 'enclosure')[0]
  if (!enclosure?.attrs.url) return null
  const description = first(item, 'description') ?? first(item, 'content:encoded') ?? ''
  const pubDate = first(item, 'pubDate') ?? ''
  const published = pubDate ? new Date(pubDate).valueOf() : Number.NaN
  const duration = first(item, 'itunes:duration') ?? ''
  return {
    title: first(item, 'title') ?? '',
    subtitle: first(item, 'itunes:subtitle') ?? '',
    description: sanitizeHtml(description),
    descriptionPlain: stripAllTags(description),
    pubDate,
    episodeType: first(item, 'itunes:episodeType') ?? '',
    season: first(item, 'itunes:season') ?? '',
    episode: first(item, 'itunes:episode') ?? '',
    author: first(item, 'itunes:author') ?? '',
    duration,
    durationSeconds: secondsOf(duration),
    explicit: first(item, 'itunes:explicit') ?? '',
    publishedAt: Number.isNaN(published) ? null : published,
    enclosure: { ...enclosure.attrs, url: enclosure.attrs.url.trim() } as RssEnclosure,
    guid: first(item, 'guid'),
    chaptersUrl: null,
    chaptersType: null,
    chapters: [],
  }
}

/** The podcast of an RSS document as the real server's podcastUtils reads it, or null when it is not one. */
export function parsePodcastFeed(xml: string, feedUrl: string) {
  // The real server's XML reader refuses a document that is not well formed.
  if (XMLValidator.validate(xml) !== true) return null
  const channel = elements(xml, 'channel')[0]?.text
  if (!channel) return null
  const items = elements(channel, 'item').map((item) => item.text)
  if (!items.length) return null
  const head = channel.replace(/<item[\s>][\s\S]*?<\/item>/g, '')
  const description = first(head, 'description')
  const image =
    elements(head, 'itunes:image')[0]?.attrs.href ?? first(elements(head, 'image')[0]?.text ?? '', 'url')
  return {
    metadata: {
      image: image ?? null,
      categories: categoriesOf(head),
      feedUrl,
      description: description === null ? null : sanitizeHtml(description),
      descriptionPlain: description === null ? null : stripAllTags(description),
      title: first(head, 'title'),
      language: first(head, 'language'),
      explicit: first(head, 'itunes:explicit'),
      author: first(head, 'itunes:author'),
      pubDate: first(head, 'pubDate'),
      link: first(head, 'link'),
      type: first(head, 'itunes:type'),
    },
    episodes: items.flatMap((item) => episodeOf(item) ?? []),
  }
}
