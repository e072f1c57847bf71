import type { LibraryItem } from '@shelfkit/client'
import { feedsApi } from '@shelfkit/client'
import { afterEach, describe, expect, it } from 'vitest'
import { sampleIds, sampleItemIdsByTitle } from '../../../../test-support/sample-ids'
import { demoServerUrl } from '../../test/demo-server'
import { openSeriesPage, seriesPage } from '../series/series'
import { $sessionStatus, configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import {
  $feedDialog,
  buildOpenFeedRequest,
  canSeeItemFeed,
  canSeeListFeed,
  closeFeed,
  closeFeedDialog,
  FEED_MESSAGES,
  feedLinkOf,
  feedTargetOfItem,
  feedTargetOfSeries,
  initialFeedForm,
  openFeed,
  openFeedDialog,
  openItemFeedDialog,
} from './feed-dialog'

const BOOK_TWO = sampleItemIdsByTitle['Book Two']
const BOOK_THREE = sampleItemIdsByTitle['Book Three']
const SERIES_X = sampleIds.seriesX

afterEach(async () => {
  closeFeedDialog()
  if ($sessionStatus.get() === 'signed-in') await signOut()
})

const lastToast = () => $toasts.get().at(-1)

describe('spec 02 §3 "Open feed payload" and "Feed metadata details"', () => {
  it('starts with the entity id as slug, prevent indexing on and no owner', () => {
    const target = { type: 'item' as const, id: 'item-1', name: 'T', hasEpisodesWithoutPubDate: false }
    expect(initialFeedForm(target)).toEqual({
      slug: 'item-1',
      preventIndexing: true,
      ownerName: '',
      ownerEmail: '',
    })
  })

  it('sends serverAddress, slug and metadataDetails', () => {
    const form = { slug: 'x', preventIndexing: false, ownerName: ' Me ', ownerEmail: 'me@example.com' }
    expect(buildOpenFeedRequest('http://host/abs', 'my-feed', form)).toEqual({
      serverAddress: 'http://host/abs',
      slug: 'my-feed',
      metadataDetails: { preventIndexing: false, ownerName: 'Me', ownerEmail: 'me@example.com' },
    })
  })
})

describe('who sees the RSS feed dialog (spec 02 §6, official item page)', () => {
  const book = { mediaType: 'book', media: { tracks: [{}] }, rssFeed: null } as unknown as LibraryItem
  const ebookOnly = { mediaType: 'book', media: { tracks: [] }, rssFeed: null } as unknown as LibraryItem
  const withFeed = { ...book, rssFeed: { id: 'f' } } as unknown as LibraryItem
  it('admins on items with audio; everyone once a feed is open (read-only)', () => {
    expect(canSeeItemFeed(book, { type: 'admin' } as never)).toBe(true)
    expect(canSeeItemFeed(book, { type: 'user' } as never)).toBe(false)
    expect(canSeeItemFeed(ebookOnly, { type: 'root' } as never)).toBe(false)
    expect(canSeeItemFeed(withFeed, { type: 'user' } as never)).toBe(true)
  })
})

describe('RSS feed dialog against the demo server (spec 02 §4 RSS feed, §5 Feed, §8)', () => {
  it('validates the slug, opens the feed, reports a taken slug in the server words and closes', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    const item = await getClient().items.get(BOOK_TWO, ['rssfeed'])
    openItemFeedDialog(item)
    const target = feedTargetOfItem(item)
    expect(target).toMatchObject({ type: 'item', id: BOOK_TWO, name: 'Book Two' })
    const form = initialFeedForm(target)

    expect(await openFeed({ ...form, slug: ' ' })).toEqual({ ok: false })
    expect(lastToast()?.message).toBe(FEED_MESSAGES.slugRequired)
    expect(await openFeed({ ...form, slug: 'Book Two Feed' })).toEqual({ ok: false, slug: 'book-two-feed' })
    expect(lastToast()).toMatchObject({ type: 'warning', message: FEED_MESSAGES.slugChanged })

    const slug = `unit-feed-${Date.now()}`
    expect(await openFeed({ ...form, slug })).toEqual({ ok: true })
    const feed = $feedDialog.get()?.feed
    try {
      expect(feed?.feedUrl).toBe(`/feed/${slug}`)
      expect(feedLinkOf(feed!)).toBe(`${demoServerUrl}/feed/${slug}`)
      const listed = (await getClient().area(feedsApi).all()).feeds.map((entry) => entry.slug)
      expect(listed).toContain(slug)

      openItemFeedDialog(await getClient().items.get(BOOK_THREE))
      expect(await openFeed({ ...form, slug })).toEqual({ ok: false })
      expect(lastToast()).toMatchObject({ type: 'error', message: 'Slug already in use' })

      openItemFeedDialog({ ...item, rssFeed: feed })
      expect(await closeFeed()).toBe(true)
      expect(lastToast()).toMatchObject({ type: 'success', message: FEED_MESSAGES.closed })
      expect($feedDialog.get()).toBeNull()
      expect((await getClient().area(feedsApi).all()).feeds.map((entry) => entry.slug)).not.toContain(slug)
    } finally {
      if (feed)
        await getClient()
          .area(feedsApi)
          .close(feed.id)
          .catch(() => undefined)
    }
  })
})

describe('RSS feeds of collections and series (spec 02 §2 "RSS feed dialog")', () => {
  it('are offered to admins, and to anyone once a feed is open', () => {
    expect(canSeeListFeed(null, { type: 'admin' } as never)).toBe(true)
    expect(canSeeListFeed(null, { type: 'user' } as never)).toBe(false)
    expect(canSeeListFeed({ id: 'f' } as never, { type: 'guest' } as never)).toBe(true)
  })

  it('opens a series feed from its page and closes it, the page following both', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    const close = openSeriesPage(SERIES_X)
    const slug = `series-feed-${Date.now()}`
    try {
      await expect.poll(() => seriesPage.current()?.series.name).toBe('Series X')
      const { series } = seriesPage.current()!
      const target = feedTargetOfSeries(series)
      expect(target).toEqual({
        type: 'series',
        id: SERIES_X,
        name: 'Series X',
        hasEpisodesWithoutPubDate: false,
      })
      openFeedDialog(target, series.rssFeed ?? null)
      expect(initialFeedForm(target).slug).toBe(SERIES_X)
      expect(await openFeed({ ...initialFeedForm(target), slug })).toEqual({ ok: true })
      expect(seriesPage.current()?.series.rssFeed).toMatchObject({
        entityType: 'series',
        feedUrl: `/feed/${slug}`,
      })
      expect($feedDialog.get()?.feed?.feedUrl).toBe(`/feed/${slug}`)
      expect(await closeFeed()).toBe(true)
      expect(seriesPage.current()?.series.rssFeed).toBeNull()
    } finally {
      close()
      const left = (await getClient().area(feedsApi).all()).feeds.find((feed) => feed.slug === slug)
      if (left) await getClient().area(feedsApi).close(left.id)
    }
  })
})
