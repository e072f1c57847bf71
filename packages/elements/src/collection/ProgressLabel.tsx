import type { MediaProgress } from '@shelfkit/client'
import { formatPercent, progressFraction } from '@shelfkit/stores'

/** 'Finished', a rounded percentage, or nothing before listening starts. */
export function ProgressLabel({ progress }: { progress: MediaProgress | null | undefined }) {
  if (progress?.isFinished)
    return <span className="sk-progress-label sk-progress-label--finished">Finished</span>
  const fraction = progressFraction(progress)
  return fraction > 0 ? <span className="sk-progress-label">{formatPercent(fraction)}</span> : null
}
