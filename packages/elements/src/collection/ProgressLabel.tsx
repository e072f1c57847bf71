import { useStore } from '@nanostores/react'
import type { MediaProgress } from '@shelfkit/client'
import { formatPercent, i18n, progressFraction } from '@shelfkit/stores'

const messages = i18n('collection.progressLabel', { finished: 'Finished' })

/** 'Finished', a rounded percentage, or nothing before listening starts. */
export function ProgressLabel({ progress }: { progress: MediaProgress | null | undefined }) {
  const t = useStore(messages)
  if (progress?.isFinished)
    return <span className="sk-progress-label sk-progress-label--finished">{t.finished}</span>
  const fraction = progressFraction(progress)
  return fraction > 0 ? <span className="sk-progress-label">{formatPercent(fraction)}</span> : null
}
