import { atom } from 'nanostores'
import { shared } from './registry'

export type ToastType = 'success' | 'error' | 'info' | 'warning'

export interface Toast {
  id: string
  type: ToastType
  message: string
  /** Milliseconds until it hides itself; null keeps it until dismissed. */
  timeoutMs: number | null
  /** Toasts with the same key replace each other instead of stacking. */
  key: string | null
  /** An address the toast opens (in a new tab) when clicked; clicking also closes it. */
  href?: string
  /** Called once when the toast goes away: closed, clicked, timed out or replaced by nothing. */
  onClose?: () => void
}

export interface ToastRequest {
  type: ToastType
  message: string
  /** Defaults to DEFAULT_TOAST_MS; null means persistent. */
  timeoutMs?: number | null
  key?: string
  href?: string
  onClose?: () => void
}

/** How long a toast stays when the caller does not say (the official client's toast library default). */
export const DEFAULT_TOAST_MS = 5000

/** Visible toasts, oldest first. Renderers only read this; the queue is UI-agnostic. */
export const $toasts = shared('toasts', () => atom<readonly Toast[]>([]))

const timers = shared('toasts.timers', () => new Map<string, ReturnType<typeof setTimeout>>())
const counter = shared('toasts.counter', () => ({ next: 1 }))

/** Shows a toast and returns its id. A toast with the same key is replaced in place and its timer restarts. */
export function showToast(request: ToastRequest): string {
  const key = request.key ?? null
  const existing = key === null ? undefined : $toasts.get().find((toast) => toast.key === key)
  const toast: Toast = {
    id: existing?.id ?? `toast-${counter.next++}`,
    type: request.type,
    message: request.message,
    timeoutMs: request.timeoutMs === undefined ? DEFAULT_TOAST_MS : request.timeoutMs,
    key,
    href: request.href,
    onClose: request.onClose,
  }
  const current = $toasts.get()
  $toasts.set(existing ? current.map((item) => (item.id === toast.id ? toast : item)) : [...current, toast])
  clearTimer(toast.id)
  if (toast.timeoutMs !== null) {
    timers.set(
      toast.id,
      setTimeout(() => dismissToast(toast.id), toast.timeoutMs),
    )
  }
  return toast.id
}

export function dismissToast(id: string): void {
  clearTimer(id)
  const current = $toasts.get()
  const toast = current.find((entry) => entry.id === id)
  if (!toast) return
  $toasts.set(current.filter((entry) => entry.id !== id))
  toast.onClose?.()
}

/** Hides the toast shown under `key`, if any. */
export function dismissToastByKey(key: string): void {
  const toast = $toasts.get().find((item) => item.key === key)
  if (toast) dismissToast(toast.id)
}

function clearTimer(id: string) {
  const timer = timers.get(id)
  if (timer !== undefined) {
    clearTimeout(timer)
    timers.delete(id)
  }
}
