import type { LibraryItem } from '@shelfkit/client'

/** What every tab of the item edit modal gets. */
export interface ItemEditTabProps {
  item: LibraryItem
  /** Runs an action with the modal's processing overlay on for as long as it takes. */
  run<T>(action: () => Promise<T>): Promise<T>
}
