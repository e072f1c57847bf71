import type { Library } from '@shelfkit/client'
import type { LibraryDraft, LibraryDraftProblems } from '@shelfkit/stores'

/** What every tab of the library edit modal gets. */
export interface LibraryEditTabProps {
  /** The library as saved, or null while creating one. */
  library: Library | null
  draft: LibraryDraft
  change(patch: Partial<LibraryDraft>): void
  /** The draft's problems once Create or Save was tried (shown in the fields' error slots). */
  problems: LibraryDraftProblems
  /** Runs an action with the modal's processing overlay on for as long as it takes. */
  run<T>(action: () => Promise<T>): Promise<T>
}
