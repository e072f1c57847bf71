import { useStore } from '@nanostores/react'
import { $cast, endCastSession, requestCastSession } from '@shelfkit/stores'
import { IconButton } from '../ui/Button'
import { playerDialogMessages } from './player-messages'

/**
 * The app bar's cast button (spec 01 §2): shown when the server enables casting. On an insecure page it explains
 * that casting requires a secure connection; otherwise it opens the device picker, or stops casting.
 */
export function CastButton({ className }: { className?: string }) {
  const t = useStore(playerDialogMessages)
  const cast = useStore($cast)
  if (!cast.enabled) return null
  if (cast.connected) {
    return (
      <IconButton
        icon="cast"
        active
        className={className}
        label={t.stopCasting({ device: cast.deviceName ?? t.theReceiver })}
        onClick={endCastSession}
      />
    )
  }
  return (
    <IconButton
      icon="cast"
      className={className}
      label={cast.insecure ? t.castInsecure : t.cast}
      disabled={!cast.insecure && !cast.ready}
      onClick={requestCastSession}
    />
  )
}
