import { type LibraryItem, sharesApi } from '@shelfkit/client'
import { afterEach, describe, expect, it } from 'vitest'
import { sampleItemIdsByTitle } from '../../../../test-support/sample-ids'
import { demoServerUrl } from '../../test/demo-server'
import { $sessionStatus, configureServer, getClient, signIn, signOut } from '../session'
import { $toasts } from '../toasts'
import {
  $shareDialog,
  buildNewShare,
  canShareItem,
  closeShareDialog,
  createShare,
  deleteShare,
  openShareDialog,
  SHARE_DIALOG_MESSAGES,
  shareLinkOf,
} from './share-dialog'

const BOOK_TWO = sampleItemIdsByTitle['Book Two']
const BOOK_THREE = sampleItemIdsByTitle['Book Three']

afterEach(async () => {
  closeShareDialog()
  if ($sessionStatus.get() === 'signed-in') await signOut()
})

const lastToast = () => $toasts.get().at(-1)

describe('spec 02 §3/§7 share payload', () => {
  it("points at the book's media id and expires after the duration (0 = permanent)", () => {
    const target = { libraryItemId: 'item-1', mediaItemId: 'book-1', title: 'T' }
    const form = { slug: 'ignored', duration: 2, unit: 'hours' as const, isDownloadable: true }
    expect(buildNewShare(target, form, 'my-share', 1_000)).toEqual({
      slug: 'my-share',
      mediaItemType: 'book',
      mediaItemId: 'book-1',
      expiresAt: 1_000 + 7_200_000,
      isDownloadable: true,
    })
    expect(buildNewShare(target, { ...form, duration: 'x' }, 'my-share', 1_000).expiresAt).toBe(0)
  })
})

describe('who may share (official item page: admins, books with audio)', () => {
  const book = { mediaType: 'book', media: { tracks: [{}] } } as unknown as LibraryItem
  const ebookOnly = { mediaType: 'book', media: { tracks: [] } } as unknown as LibraryItem
  const podcast = { mediaType: 'podcast', media: { episodes: [{}] } } as unknown as LibraryItem
  it('admins and root share books with tracks; users, e-book-only books and podcasts do not', () => {
    expect(canShareItem(book, { type: 'admin' } as never)).toBe(true)
    expect(canShareItem(book, { type: 'root' } as never)).toBe(true)
    expect(canShareItem(book, { type: 'user' } as never)).toBe(false)
    expect(canShareItem(ebookOnly, { type: 'root' } as never)).toBe(false)
    expect(canShareItem(podcast, { type: 'root' } as never)).toBe(false)
  })
})

describe('share dialog against the demo server (spec 02 §4 Share, §5, §8)', () => {
  it('validates the slug, shares, shows the server refusal text and deletes', async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    const item = await getClient().items.get(BOOK_TWO, ['share'])
    if (item.mediaType !== 'book') throw new Error('Book Two is a book')
    openShareDialog(item)
    const dialog = $shareDialog.get()
    expect(dialog?.share).toBeNull()
    expect(dialog?.initialSlug).toHaveLength(10)

    const form = { slug: '', duration: 1, unit: 'days' as const, isDownloadable: false }
    expect(await createShare(form)).toEqual({ ok: false })
    expect(lastToast()?.message).toBe(SHARE_DIALOG_MESSAGES.slugRequired)
    expect(await createShare({ ...form, slug: 'Not Clean' })).toEqual({ ok: false, slug: 'not-clean' })
    expect(lastToast()).toMatchObject({ type: 'warning', message: SHARE_DIALOG_MESSAGES.slugChanged })

    const slug = `unit-share-${Date.now()}`
    const before = Date.now()
    expect(await createShare({ ...form, slug })).toEqual({ ok: true })
    const share = $shareDialog.get()?.share
    try {
      expect(share?.slug).toBe(slug)
      const expires = Date.parse(share?.expiresAt ?? '')
      expect(expires).toBeGreaterThanOrEqual(before + 86_400_000 - 1_000)
      expect(expires).toBeLessThanOrEqual(Date.now() + 86_400_000 + 1_000)
      expect(shareLinkOf(slug)).toBe(`${demoServerUrl}/share/${slug}`)

      // The server's own words when it refuses: the slug is taken by this share.
      const other = await getClient().items.get(BOOK_THREE)
      if (other.mediaType !== 'book') throw new Error('Book Three is a book')
      openShareDialog(other)
      expect(await createShare({ ...form, slug })).toEqual({ ok: false })
      expect(lastToast()).toMatchObject({ type: 'error', message: 'Slug is already in use' })

      openShareDialog({ ...item, mediaItemShare: share })
      expect(await deleteShare()).toBe(true)
      expect($shareDialog.get()?.share).toBeNull()
      expect((await getClient().items.get(BOOK_TWO, ['share'])).mediaItemShare).toBeNull()
    } finally {
      if (share)
        await getClient()
          .area(sharesApi)
          .remove(share.id)
          .catch(() => undefined)
    }
  })

  it("a failed delete says the server's text", async () => {
    configureServer(demoServerUrl, 'header')
    await signIn('root', 'root')
    const item = await getClient().items.get(BOOK_TWO)
    if (item.mediaType !== 'book') throw new Error('Book Two is a book')
    const gone = {
      id: 'no-such-share',
      slug: 'gone',
      mediaItemId: item.media.id,
      mediaItemType: 'book' as const,
      expiresAt: null,
      createdAt: '',
      updatedAt: '',
      isDownloadable: false,
    }
    openShareDialog({ ...item, mediaItemShare: gone })
    expect(await deleteShare()).toBe(false)
    expect(lastToast()).toMatchObject({ type: 'error', message: 'Media item share not found' })
  })
})
