import { useStore } from '@nanostores/react'
import {
  DISCARD_PROGRESS_QUESTION,
  discardProgress,
  formatElapsed,
  formatPercent,
  i18n,
  params,
  progressFraction,
  secondsRemaining,
} from '@shelfkit/stores'
import { useState } from 'react'
import { useMediaProgress } from '../media-progress'
import { IconButton } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { useServerDate } from '../ui/useServerDate'

const messages = i18n('item.progressBox', {
  finished: params('Finished {date}'),
  progress: params('Your Progress: {percent}'),
  remaining: params('{time} remaining'),
  started: params('Started {date}'),
  discard: 'Discard progress',
  reset: 'Reset',
})

/**
 * "Your Progress: 46%", time left and start date; or "Finished" with its date; with a button that discards the
 * progress after a confirmation. Nothing before listening starts.
 */
export function ItemProgressBox({ libraryItemId, duration }: { libraryItemId: string; duration: number }) {
  const t = useStore(messages)
  const progress = useMediaProgress(libraryItemId)
  const formatDate = useServerDate()
  const [confirming, setConfirming] = useState(false)
  const [busy, setBusy] = useState(false)
  const fraction = progressFraction(progress)
  if (!progress || fraction <= 0) return null
  const usesEbook = !progress.progress && !!progress.ebookProgress && !progress.isFinished
  return (
    <div className={`sk-item-progress${busy ? ' sk-item-progress--busy' : ''}`} aria-live="polite">
      {progress.isFinished ? (
        <p className="sk-item-progress__main">{t.finished({ date: formatDate(progress.finishedAt) })}</p>
      ) : (
        <>
          <p className="sk-item-progress__main">{t.progress({ percent: formatPercent(fraction) })}</p>
          {usesEbook ? null : (
            <p className="sk-item-progress__sub">
              {t.remaining({ time: formatElapsed(secondsRemaining(progress, duration)) })}
            </p>
          )}
        </>
      )}
      <p className="sk-item-progress__started">{t.started({ date: formatDate(progress.startedAt) })}</p>
      <IconButton
        icon="close"
        size={16}
        label={t.discard}
        className="sk-item-progress__discard"
        disabled={busy}
        onClick={() => setConfirming(true)}
      />
      <ConfirmPrompt
        prompt={confirming ? { message: DISCARD_PROGRESS_QUESTION, yesText: t.reset } : null}
        onAnswer={async (confirmed) => {
          setConfirming(false)
          if (!confirmed) return
          setBusy(true)
          await discardProgress(progress.id)
          setBusy(false)
        }}
      />
    </div>
  )
}
