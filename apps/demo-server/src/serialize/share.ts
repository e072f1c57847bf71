import type { ShareRecord } from '../state/types'

/** MediaItemShare as items and the public share page show it. */
export function shareJson(share: ShareRecord) {
  return {
    id: share.id,
    slug: share.slug,
    expiresAt: share.expiresAt,
    mediaItemId: share.mediaItemId,
    mediaItemType: share.mediaItemType,
    isDownloadable: share.isDownloadable,
    updatedAt: share.updatedAt,
    createdAt: share.createdAt,
  }
}

/** The 201 body of POST /api/share/mediaitem (the model's own field order). */
export function createdShareJson(share: ShareRecord) {
  return {
    id: share.id,
    mediaItemId: share.mediaItemId,
    mediaItemType: share.mediaItemType,
    slug: share.slug,
    expiresAt: share.expiresAt,
    createdAt: share.createdAt,
    updatedAt: share.updatedAt,
    isDownloadable: share.isDownloadable,
  }
}
