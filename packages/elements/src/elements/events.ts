/**
 * DOM events of the shelf-* elements: user actions go up as events (media-chrome's rule), state comes down as
 * attributes and properties. Every event bubbles and is composed, so a listener on `document` hears elements
 * nested in other shadow roots.
 */
export interface ShelfEventMap {
  /** Playback of an item started from this element. */
  'shelf-play': { libraryItemId: string; episodeId: string | null }
  /** A link inside the element was followed; cancel it to route yourself. */
  'shelf-select': { path: string; url: string; itemId: string | null }
  /** The shared session changed (signed in, signed out). */
  'shelf-session': { status: 'signed-in' | 'signed-out'; username: string | null; liveUpdates: boolean }
  /** Something the element could not do, with the text it shows. */
  'shelf-error': { message: string }
  /** `<shelf-reader>` was closed (close button, Escape); cancel it to keep the element shown. */
  'shelf-reader-close': { libraryItemId: string }
  /** The reader moved: the position as the progress call sends it, and whether it is kept on the server. */
  'shelf-reader-progress': {
    libraryItemId: string
    ebookLocation: string
    ebookProgress: number
    kept: boolean
  }
}

export type ShelfEventName = keyof ShelfEventMap

/** Dispatches a shelf-* event from `host`; resolves to false when a listener cancelled it. */
export function emit<N extends ShelfEventName>(
  host: EventTarget,
  name: N,
  detail: ShelfEventMap[N],
  options: { cancelable?: boolean } = {},
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  )
}
