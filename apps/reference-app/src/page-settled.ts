/** How long no file or answer may finish loading before the page counts as settled. */
const QUIET_MS = 1000
/** Settled at the latest this long after the load event, for pages that never go quiet (a stream, a scroll). */
const MAX_WAIT_MS = 15_000
const IDLE_TIMEOUT_MS = 2000

/**
 * Resolves once the page has loaded, its first requests are done (none finished for QUIET_MS, read from the
 * Resource Timing entries; MAX_WAIT_MS at most) and the main thread is idle: for background work, such as the
 * service worker's install, that must not compete with what the first page shows.
 */
export function pageSettled(): Promise<void> {
  return new Promise((resolve) => {
    let finished = false
    const whenIdle = (globalThis as { requestIdleCallback?: (run: () => void, options: object) => void })
      .requestIdleCallback
    const afterLoad = () => {
      const observer = new PerformanceObserver(() => wait())
      const latest = setTimeout(settle, MAX_WAIT_MS)
      let quiet: ReturnType<typeof setTimeout> | undefined
      function wait() {
        clearTimeout(quiet)
        quiet = setTimeout(settle, QUIET_MS)
      }
      function settle() {
        if (finished) return
        finished = true
        observer.disconnect()
        clearTimeout(quiet)
        clearTimeout(latest)
        if (whenIdle) whenIdle(() => resolve(), { timeout: IDLE_TIMEOUT_MS })
        else setTimeout(resolve)
      }
      observer.observe({ type: 'resource' })
      wait()
    }
    if (document.readyState === 'complete') afterLoad()
    else window.addEventListener('load', afterLoad, { once: true })
  })
}
