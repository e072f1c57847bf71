import { readerHotkeyAction } from '@shelfkit/stores'
import type { ReaderPager } from './types'

/** The reader's hotkeys (also called with the key presses inside a page's frame). */
export function handleReaderKey(event: KeyboardEvent, pager: ReaderPager | null, close: () => void): void {
  if (event.defaultPrevented || event.repeat) return
  const target = event.composedPath()[0] as HTMLElement | undefined
  const action = readerHotkeyAction({
    key: event.key,
    ctrlKey: event.ctrlKey,
    altKey: event.altKey,
    metaKey: event.metaKey,
    target: target ?? null,
  })
  if (!action) return
  event.preventDefault()
  if (action === 'close') close()
  else if (action === 'next') pager?.next()
  else pager?.previous()
}
