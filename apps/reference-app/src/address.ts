/**
 * Changes some of the address bar's query parameters in place (no new history entry). The shell and the pages each
 * own a few parameters: every change goes through here so none drops another's, and the path and hash stay.
 */
export function replaceAddressParams(change: (params: URLSearchParams) => void): void {
  const url = new URL(window.location.href)
  const before = url.searchParams.toString()
  change(url.searchParams)
  if (url.searchParams.toString() === before) return
  window.history.replaceState(window.history.state, '', url.pathname + url.search + url.hash)
}
