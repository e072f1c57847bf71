/** The parts of foliate-js (plain JavaScript modules, no types of their own) that the mobi/azw3 view uses. */
declare module 'foliate-js/mobi.js' {
  export interface FoliateTocItem {
    label: string
    href: string
    subitems?: FoliateTocItem[]
  }
  export interface FoliateBook {
    toc?: FoliateTocItem[]
    sections: unknown[]
  }
  export class MOBI {
    constructor(options: { unzlib: (data: Uint8Array) => Uint8Array })
    open(file: Blob): Promise<FoliateBook>
  }
}

declare module 'foliate-js/view.js' {
  import type { FoliateBook } from 'foliate-js/mobi.js'

  export interface FoliateRelocate {
    cfi: string
    /** The part of the book read; missing (or NaN) while the part has no pages laid out yet. */
    fraction?: number
    /** The text shown; missing when only the part is known. */
    range?: Range
    tocItem?: { label?: string }
  }
  export type FoliateSearchResult =
    | 'done'
    | { progress: number }
    | { label: string; subitems: { cfi: string; excerpt: { pre: string; match: string; post: string } }[] }

  export interface FoliateRenderer extends HTMLElement {
    setStyles(css: string): void
    next(): Promise<void>
    prev(): Promise<void>
  }

  export class View extends HTMLElement {
    renderer: FoliateRenderer
    /** The place last reported by `relocate` (null before the first and after `close`). */
    lastLocation: FoliateRelocate | null | undefined
    open(book: FoliateBook): Promise<void>
    init(options: { lastLocation?: string | null; showTextStart?: boolean }): Promise<void>
    goTo(target: string): Promise<unknown>
    next(): Promise<void>
    prev(): Promise<void>
    search(options: { query: string }): AsyncGenerator<FoliateSearchResult>
    clearSearch(): void
    close(): void
  }
}
