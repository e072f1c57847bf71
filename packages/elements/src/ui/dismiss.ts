import { type RefObject, useEffect } from 'react'

/**
 * Closes a popup when a press starts outside `ref` or Escape is pressed while it is open. Works inside shadow roots
 * (the press is judged by its composed path, not its retargeted target).
 */
export function useDismiss(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onDismiss: (reason: 'outside' | 'escape') => void,
) {
  useEffect(() => {
    if (!open) return
    const onPointerDown = (event: PointerEvent) => {
      const element = ref.current
      if (element && !event.composedPath().includes(element)) onDismiss('outside')
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.stopPropagation()
      onDismiss('escape')
    }
    const element = ref.current
    document.addEventListener('pointerdown', onPointerDown, true)
    element?.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true)
      element?.removeEventListener('keydown', onKeyDown)
    }
  }, [ref, open, onDismiss])
}
