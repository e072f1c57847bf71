import type { MediaProgress } from '@shelfkit/client'
import { formatElapsed, formatPercent, progressFraction, secondsRemaining } from '@shelfkit/stores'
import { useServerDate } from '../ui/useServerDate'

/** "Your Progress: 46%", time left and start date; or "Finished" with its date. Nothing before listening starts. */
export function ItemProgressBox({
  progress,
  duration,
}: {
  progress: MediaProgress | null
  duration: number
}) {
  const formatDate = useServerDate()
  const fraction = progressFraction(progress)
  if (!progress || fraction <= 0) return null
  const usesEbook = !progress.progress && !!progress.ebookProgress && !progress.isFinished
  return (
    <div className="sk-item-progress" aria-live="polite">
      {progress.isFinished ? (
        <p className="sk-item-progress__main">Finished {formatDate(progress.finishedAt)}</p>
      ) : (
        <>
          <p className="sk-item-progress__main">Your Progress: {formatPercent(fraction)}</p>
          {usesEbook ? null : (
            <p className="sk-item-progress__sub">
              {formatElapsed(secondsRemaining(progress, duration))} remaining
            </p>
          )}
        </>
      )}
      <p className="sk-item-progress__started">Started {formatDate(progress.startedAt)}</p>
    </div>
  )
}
