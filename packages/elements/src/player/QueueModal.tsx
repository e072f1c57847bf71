import { useStore } from '@nanostores/react'
import {
  $player,
  $playerQueue,
  formatDurationShort,
  playItem,
  removeFromQueue,
  setQueueAutoPlay,
} from '@shelfkit/stores'
import { IconButton } from '../ui/Button'
import { Modal } from '../ui/Modal'
import { playerDialogMessages } from './player-messages'

/** The player queue: play or remove entries; the autoplay switch is remembered (spec 01 §3, §4). */
export function QueueModal({ open, onClose }: { open: boolean; onClose(): void }) {
  const t = useStore(playerDialogMessages)
  const { items, autoPlay } = useStore($playerQueue)
  const { libraryItemId, episodeId } = useStore($player)

  return (
    <Modal
      open={open}
      title={t.queueTitle({ count: items.length })}
      onClose={onClose}
      width={600}
      className="sk-player-modal"
    >
      <label className="sk-player-switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={autoPlay}
          checked={autoPlay}
          onChange={(event) => setQueueAutoPlay(event.currentTarget.checked)}
        />
        <span>{t.autoPlay}</span>
      </label>
      {items.length ? (
        <ol className="sk-queue-list">
          {items.map((item) => {
            const current = item.libraryItemId === libraryItemId && (item.episodeId ?? null) === episodeId
            return (
              <li
                key={`${item.libraryItemId}/${item.episodeId ?? ''}`}
                className={`sk-queue-list__row${current ? ' sk-queue-list__row--current' : ''}`}
                aria-current={current || undefined}
              >
                <div className="sk-queue-list__text">
                  <span className="sk-queue-list__title">{item.title}</span>
                  <span className="sk-queue-list__subtitle sk-muted">
                    {[item.subtitle, item.caption].filter(Boolean).join(' · ')}
                  </span>
                </div>
                <span className="sk-queue-list__duration sk-muted">{formatDurationShort(item.duration)}</span>
                {current ? null : (
                  <IconButton
                    icon="play"
                    size={18}
                    label={t.play({ title: item.title })}
                    onClick={() => {
                      void playItem(item.libraryItemId, { episodeId: item.episodeId, queueItems: items })
                      onClose()
                    }}
                  />
                )}
                <IconButton
                  icon="close"
                  size={18}
                  label={t.removeFromQueue({ title: item.title })}
                  onClick={() => removeFromQueue(item.libraryItemId, item.episodeId)}
                />
              </li>
            )
          })}
        </ol>
      ) : (
        <p className="sk-muted">{t.queueEmpty}</p>
      )}
    </Modal>
  )
}
