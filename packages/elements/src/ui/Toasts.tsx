import { useStore } from '@nanostores/react'
import { $toasts, dismissToast } from '@shelfkit/stores'
import { Icon } from './Icon'

const ICON = { success: 'check', info: 'info', warning: 'warning', error: 'error' } as const

/** The toast stack: no progress bar and no dragging (spec 01 §9); errors are announced assertively. */
export function Toasts() {
  const toasts = useStore($toasts)
  return (
    <section className="sk-toasts" aria-label="Notifications">
      {toasts.map((toast) => (
        <div
          key={toast.id}
          className={`sk-toast sk-toast--${toast.type}`}
          role={toast.type === 'error' ? 'alert' : 'status'}
        >
          <Icon name={ICON[toast.type]} size={20} />
          <span className="sk-toast__message">{toast.message}</span>
          <button
            type="button"
            className="sk-toast__close"
            aria-label="Dismiss"
            onClick={() => dismissToast(toast.id)}
          >
            <Icon name="close" size={16} />
          </button>
        </div>
      ))}
    </section>
  )
}
