import {
  errorMessage,
  type LibraryItem,
  type MediaItemShare,
  type NewShare,
  sharesApi,
} from '@shelfkit/client'
import { atom } from 'nanostores'
import { itemPage } from '../item/item'
import { isAdminOrUp } from '../permissions'
import { shared } from '../registry'
import { $serverUrl, getClient } from '../session'
import { showToast } from '../toasts'
import { type ShareDurationUnit, shareDurationSeconds, shareExpiresAt } from './duration'
import { publicServerAddress, shareLink } from './public-address'
import { checkSlug, randomSlug } from './slug'

/** Spec 02 §8 and the validation message catalogue (official client strings). */
export const SHARE_DIALOG_MESSAGES = {
  slugRequired: 'Slug is required',
  slugChanged: 'Slug contains invalid characters',
  shareFailed: 'Failed to share item',
  deleteFailed: 'Failed to delete share',
} as const

/** The book a share dialog is about. */
export interface ShareTarget {
  libraryItemId: string
  /** The book's media id: what a share points at (spec 02 §3 "Media item share"). */
  mediaItemId: string
  title: string
}

export interface ShareDialogState {
  target: ShareTarget
  /** The item's share, once there is one (spec 02 §4 "Share": none → shared → deleted). */
  share: MediaItemShare | null
  /** The slug the form starts with: a random 10-character id (spec 02 §9). */
  initialSlug: string
}

export interface ShareForm {
  slug: string
  duration: number | string
  unit: ShareDurationUnit
  isDownloadable: boolean
}

/** What a share attempt came to; `slug` is the sanitised slug to put in the field when it was refused for it. */
export type ShareAttempt = { ok: true } | { ok: false; slug?: string }

/** The open share dialog, or null. */
export const $shareDialog = shared('shareDialog', () => atom<ShareDialogState | null>(null))

type BookItem = Extract<LibraryItem, { mediaType: 'book' }>

/**
 * Who may share an item, as the official item page: admins (the server refuses others), books with audio tracks.
 */
export function canShareItem(item: LibraryItem, user: Parameters<typeof isAdminOrUp>[0]): item is BookItem {
  return isAdminOrUp(user) && item.mediaType === 'book' && item.media.tracks.length > 0
}

/** Opens the share dialog of a book, showing its current share if it has one. */
export function openShareDialog(item: BookItem): void {
  $shareDialog.set({
    target: {
      libraryItemId: item.id,
      mediaItemId: item.media.id,
      title: item.media.metadata.title || 'No Title',
    },
    share: item.mediaItemShare ?? null,
    initialSlug: randomSlug(),
  })
}

export function closeShareDialog(): void {
  $shareDialog.set(null)
}

/** The POST /api/share/mediaitem body of the form (spec 02 §7): expiry `now + duration`, or 0 for permanent. */
export function buildNewShare(target: ShareTarget, form: ShareForm, slug: string, now: number): NewShare {
  return {
    slug,
    mediaItemType: 'book',
    mediaItemId: target.mediaItemId,
    expiresAt: shareExpiresAt(shareDurationSeconds(form.duration, form.unit), now),
    isDownloadable: form.isDownloadable,
  }
}

/** The public link of a share on this server (spec 02 §2). */
export function shareLinkOf(slug: string): string {
  return shareLink(publicServerAddress($serverUrl.get(), globalThis.location?.origin ?? ''), slug)
}

/** Puts the share (or its removal) into the dialog and into the item page showing that book. */
function setShare(target: ShareTarget, share: MediaItemShare | null) {
  const dialog = $shareDialog.get()
  if (dialog?.target.mediaItemId === target.mediaItemId) $shareDialog.set({ ...dialog, share })
  itemPage.update((item) =>
    item.id === target.libraryItemId ? ({ ...item, mediaItemShare: share } as LibraryItem) : item,
  )
}

/**
 * Shares the dialog's book (spec 02 §5 Share: slug required and sanitised; duration invalid or 0 = permanent).
 * A refusal or a server error is told in a toast (the server's text, else 'Failed to share item').
 */
export async function createShare(form: ShareForm): Promise<ShareAttempt> {
  const dialog = $shareDialog.get()
  if (!dialog) return { ok: false }
  const checked = checkSlug(form.slug)
  if (!checked.ok) {
    if (checked.reason === 'required') {
      showToast({ type: 'error', message: SHARE_DIALOG_MESSAGES.slugRequired })
      return { ok: false }
    }
    showToast({ type: 'warning', message: SHARE_DIALOG_MESSAGES.slugChanged })
    return { ok: false, slug: checked.slug }
  }
  try {
    const share = await getClient()
      .area(sharesApi)
      .create(buildNewShare(dialog.target, form, checked.slug, Date.now()))
    setShare(dialog.target, share)
    return { ok: true }
  } catch (error) {
    console.error('Failed to share item', error)
    showToast({ type: 'error', message: errorMessage(error, SHARE_DIALOG_MESSAGES.shareFailed) })
    return { ok: false }
  }
}

/** Deletes the dialog's share; the dialog goes back to the form. Failures: the server's text, else the fallback. */
export async function deleteShare(): Promise<boolean> {
  const dialog = $shareDialog.get()
  if (!dialog?.share) return false
  try {
    await getClient().area(sharesApi).remove(dialog.share.id)
    setShare(dialog.target, null)
    return true
  } catch (error) {
    console.error('Failed to delete share', error)
    showToast({ type: 'error', message: errorMessage(error, SHARE_DIALOG_MESSAGES.deleteFailed) })
    return false
  }
}
