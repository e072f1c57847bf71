import { useStore } from '@nanostores/react'
import { type ComponentType, lazy, Suspense } from 'react'
import { Spinner } from '../ui/Spinner'
import { playerDialogMessages } from './player-messages'

export type PlayerModal = 'chapters' | 'settings' | 'bookmarks' | 'sleep' | 'queue'

interface ModalComponentProps {
  open: boolean
  onClose(): void
}

// Each dialog is its own chunk: the bar's first render (and an embed's first download) needs none of them.
const MODALS: Record<PlayerModal, ComponentType<ModalComponentProps>> = {
  chapters: lazy(() => import('./ChaptersModal').then((module) => ({ default: module.ChaptersModal }))),
  settings: lazy(() =>
    import('./PlayerSettingsModal').then((module) => ({ default: module.PlayerSettingsModal })),
  ),
  bookmarks: lazy(() => import('./BookmarksModal').then((module) => ({ default: module.BookmarksModal }))),
  sleep: lazy(() => import('./SleepTimerModal').then((module) => ({ default: module.SleepTimerModal }))),
  queue: lazy(() => import('./QueueModal').then((module) => ({ default: module.QueueModal }))),
}

/**
 * The player's open dialog, if any. Mounted only while open: closed dialogs must not re-render with the time every
 * second. The first opening of each loads its code behind a small spinner.
 */
export function PlayerModals({ modal, onClose }: { modal: PlayerModal | null; onClose(): void }) {
  const t = useStore(playerDialogMessages)
  if (!modal) return null
  const Modal = MODALS[modal]
  return (
    <Suspense
      fallback={
        <div className="sk-player-modal-loading">
          <Spinner size={32} label={t.loading} />
        </div>
      }
    >
      <Modal open onClose={onClose} />
    </Suspense>
  )
}
