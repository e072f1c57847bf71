import { useStore } from '@nanostores/react'
import { $toasts, dismissToast, i18n } from '@shelfkit/stores'
import { Icon } from './Icon'
import { safeHref } from './sanitize'

const ICON = { success: 'check', info: 'info', warning: 'warning', error: 'error' } as const

const messages = i18n('ui.toasts', { region: 'Notifications', dismiss: 'Dismiss' })

/**
 * The toast stack: no progress bar and no dragging (spec 01 §9); errors are announced assertively. A toast with an
 * address is a link that opens it in a new tab and closes the toast.
 */
export function Toasts() {
  const t = useStore(messages)
  const toasts = useStore($toasts)
  return (
    <section className="sk-toasts" aria-label={t.region}>
      {toasts.map((toast) => {
        const href = toast.href ? safeHref(toast.href) : undefined
        return (
          <div
            key={toast.id}
            className={`sk-toast sk-toast--${toast.type}`}
            role={toast.type === 'error' ? 'alert' : 'status'}
          >
            <Icon name={ICON[toast.type]} size={20} />
            {href ? (
              <a
                className="sk-toast__message sk-toast__link"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => dismissToast(toast.id)}
              >
                {toast.message}
              </a>
            ) : (
              <span className="sk-toast__message">{toast.message}</span>
            )}
            <button
              type="button"
              className="sk-toast__close"
              aria-label={t.dismiss}
              onClick={() => dismissToast(toast.id)}
            >
              <Icon name="close" size={16} />
            </button>
          </div>
        )
      })}
    </section>
  )
}
