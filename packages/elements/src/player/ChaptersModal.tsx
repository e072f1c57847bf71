import { useStore } from '@nanostores/react'
import { $player, $playerTime, chapterIndexAt, formatClock, seekTo } from '@shelfkit/stores'
import { useEffect, useRef } from 'react'
import { Modal } from '../ui/Modal'
import { playerDialogMessages } from './player-messages'

/** The item's chapters with their start times (divided by the rate); the current one marked; choosing one seeks. */
export function ChaptersModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useStore(playerDialogMessages)
  const { chapters, playbackRate } = useStore($player)
  const { currentTime } = useStore($playerTime)
  const current = chapterIndexAt(chapters, currentTime)
  const currentRow = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (open) currentRow.current?.scrollIntoView({ block: 'center' })
  }, [open])

  return (
    <Modal open={open} title={t.chapters} onClose={onClose} className="sk-player-modal">
      <ol className="sk-chapter-list">
        {chapters.map((chapter, index) => (
          <li key={chapter.id}>
            <button
              ref={index === current ? currentRow : undefined}
              type="button"
              className={`sk-chapter-list__row${index === current ? ' sk-chapter-list__row--current' : ''}`}
              aria-current={index === current || undefined}
              onClick={() => {
                seekTo(chapter.start)
                onClose()
              }}
            >
              <span className="sk-chapter-list__title">{chapter.title}</span>
              <span className="sk-chapter-list__time">
                {formatClock(chapter.start / (playbackRate || 1))}
              </span>
            </button>
          </li>
        ))}
      </ol>
    </Modal>
  )
}
