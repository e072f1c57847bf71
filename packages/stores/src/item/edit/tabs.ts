import type { User } from '@shelfkit/client'
import { canDownload, canUpdate, isAdminOrUp } from '../../permissions'

/** The item edit modal's tabs, in the order they are shown (spec 02 "Item edit modal"). */
export const ITEM_EDIT_TABS = [
  'details',
  'cover',
  'chapters',
  'episodes',
  'files',
  'match',
  'tools',
  'schedule',
] as const
export type ItemEditTab = (typeof ITEM_EDIT_TABS)[number]

type TabUser = Pick<User, 'type' | 'permissions' | 'librariesAccessible'> | null | undefined

/** What the tab rules need to know of an item. */
export interface TabSubject {
  mediaType: 'book' | 'podcast'
  isMissing: boolean
  /** A book whose only media is an e-book. */
  ebookOnly: boolean
}

/** Spec 02 §5: the modal opens only with update or download permission. */
export function canOpenItemEdit(user: TabUser): boolean {
  return canUpdate(user) || canDownload(user)
}

function tabAllowed(tab: ItemEditTab, item: TabSubject, user: TabUser): boolean {
  const book = item.mediaType === 'book'
  switch (tab) {
    case 'chapters':
      return book && !item.ebookOnly && canUpdate(user)
    case 'episodes':
      return !book && canUpdate(user)
    case 'files':
      return canDownload(user)
    case 'tools':
      return book && !item.isMissing && isAdminOrUp(user) && canDownload(user)
    // Not named among the update tabs of §5; the official modal asks update of every tab but files and tools.
    case 'schedule':
      return !book && isAdminOrUp(user) && canUpdate(user)
    default:
      return canUpdate(user)
  }
}

/**
 * Spec 02 §5 and "Item edit modal": details, cover and match need update permission; chapters too, for books that
 * are not e-book-only; episodes for podcasts with update; files needs download; tools is for books, admins with
 * download, not when the item is missing; schedule for podcasts, admins.
 */
export function itemEditTabs(item: TabSubject, user: TabUser): ItemEditTab[] {
  if (!canOpenItemEdit(user)) return []
  return ITEM_EDIT_TABS.filter((tab) => tabAllowed(tab, item, user))
}
