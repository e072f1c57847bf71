import { useStore } from '@nanostores/react'
import { PlayerBar } from '@shelfkit/elements'
import { $player } from '@shelfkit/stores'
import { useLayoutEffect, useRef } from 'react'

/**
 * Spec 01 §2 "media player container": the persistent player bar at the bottom of the main layout. While it shows,
 * `--shelf-player-height` holds its height so the content area ends above it; the expanded (fullscreen) player
 * keeps the bar's last height there, so the page under it does not lay itself out again.
 */
export function PlayerContainer() {
  const status = useStore($player).status
  const container = useRef<HTMLDivElement>(null)
  const visible = status !== 'idle'

  useLayoutEffect(() => {
    const root = container.current?.closest<HTMLElement>('.sk-root')
    const bar = container.current?.firstElementChild as HTMLElement | null | undefined
    if (!root) return
    if (!visible || !bar) {
      root.style.removeProperty('--shelf-player-height')
      return
    }
    const measure = () => {
      if (bar.classList.contains('sk-player--fullscreen')) return
      root.style.setProperty('--shelf-player-height', `${bar.offsetHeight}px`)
    }
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(bar)
    return () => {
      observer.disconnect()
      root.style.removeProperty('--shelf-player-height')
    }
  }, [visible])

  return (
    <div ref={container} className="sk-player-container">
      <PlayerBar />
    </div>
  )
}
