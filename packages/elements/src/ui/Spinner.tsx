import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'

const messages = i18n('ui.spinner', { wait: 'Please wait…' })

export function Spinner({ label, size = 24 }: { label?: string; size?: number }) {
  const t = useStore(messages)
  return (
    <span className="sk-spinner" role="status" style={{ width: size, height: size }}>
      <span className="sk-visually-hidden">{label ?? t.wait}</span>
    </span>
  )
}
