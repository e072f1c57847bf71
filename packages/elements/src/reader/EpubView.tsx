/// <reference path="./epubjs-internals.d.ts" />
import type { ReaderSettings } from '@shelfkit/stores'
import { cfiFromLocation, sectionFraction, storedEpubLocations, storeEpubLocations } from '@shelfkit/stores'
import ePub, { type Book, type Location, type NavItem, type Rendition } from 'epubjs'
import { replaceBase } from 'epubjs/src/utils/replacements'
import { useEffect, useRef, useState } from 'react'
import { epubThemeRules } from './epub-theme'
import { handleReaderKey } from './reader-keys'
import type { SwipeTracker } from './swipe-tracker'
import type { ReaderViewProps } from './types'

/** A table of contents entry (spec 02 §3). */
export interface TocEntry {
  id: string
  href: string
  title: string
  subitems: TocEntry[]
}

/** A search hit: where it is and the text around it. */
export interface SearchHit {
  cfi: string
  excerpt: string
}

/** What the reader's table of contents and search use of an open epub. */
export interface EpubBook {
  toc: TocEntry[]
  search(query: string): Promise<SearchHit[]>
  display(target: string): Promise<void>
}

export interface EpubViewProps extends ReaderViewProps {
  /** Where this book's locations are kept between openings (`epubLocationsKey`). */
  locationsKey: string
  settings: ReaderSettings
  swipe: SwipeTracker
  /** The library lets its e-books run scripts: their frames may then run them, as far as the page's policy allows. */
  scriptedContent: boolean
  onReady(book: EpubBook | null): void
}

/** Characters per location when epub.js divides the book to compute the fraction read. */
const LOCATION_CHARS = 1000
const THEME_NAME = 'shelfkit'

const tocEntry = (item: NavItem): TocEntry => ({
  id: item.id,
  href: item.href,
  title: item.label.trim(),
  subitems: (item.subitems ?? []).map(tocEntry),
})

interface SearchableSection {
  load(request: unknown): Promise<unknown>
  find(query: string): SearchHit[]
  unload(): void
}

async function searchBook(book: Book, query: string): Promise<SearchHit[]> {
  const sections: SearchableSection[] = []
  book.spine.each((section: SearchableSection) => sections.push(section))
  const found: SearchHit[] = []
  for (const section of sections) {
    await section.load(book.load.bind(book))
    found.push(...section.find(query))
    section.unload()
  }
  return found
}

/** Takes stored locations; false when there are none or they are unreadable (then they are computed again). */
function loadLocations(book: Book, stored: string | null): boolean {
  if (!stored) return false
  try {
    book.locations.load(stored)
    return book.locations.length() > 0
  } catch (error) {
    console.error('Ignoring unreadable stored e-book locations', error)
    return false
  }
}

function applySettings(rendition: Rendition, settings: ReaderSettings): void {
  rendition.themes.register(THEME_NAME, epubThemeRules(settings))
  rendition.themes.select(THEME_NAME)
  rendition.themes.fontSize(`${settings.fontScale}%`)
}

/**
 * An epub with epub.js, paginated (two pages side by side when the spread setting and the width allow). Each section
 * shows in a sandboxed frame that runs no script unless the library allows scripted e-books (and then only what
 * the page's Content Security Policy allows, which a book's own scripts are not). The frames load from blob: URLs
 * (not `srcdoc`, a Trusted Types sink) and get no `<base>` (the policy's `base-uri 'none'` holds in them; the
 * book's resources are blob: URLs already). Moves are saved as a CFI and the fraction read.
 */
export default function EpubView({
  locationsKey,
  bytes,
  location,
  pager,
  saver,
  settings,
  swipe,
  scriptedContent,
  onReady,
}: EpubViewProps) {
  const area = useRef<HTMLDivElement>(null)
  const [rendition, setRendition] = useState<Rendition | null>(null)
  const [failed, setFailed] = useState(false)
  const [shownCfi, setShownCfi] = useState<string | null>(null)
  const initialSettings = useRef(settings)
  const callbacks = useRef({ onReady, swipe })
  callbacks.current = { onReady, swipe }

  useEffect(() => {
    const element = area.current
    if (!element) return
    let destroyed = false
    const book = ePub(bytes)
    book.spine.hooks.content.deregister(replaceBase)
    const view = book.renderTo(element, {
      width: '100%',
      height: '100%',
      flow: 'paginated',
      spread: initialSettings.current.spread,
      allowScriptedContent: scriptedContent,
      method: 'blobUrl',
    } as Parameters<Book['renderTo']>[1])
    applySettings(view, initialSettings.current)
    let located = false
    let moved = false
    let sections = 0
    // epub.js fills in locations as it goes and knows their total only at the end.
    let divided = false
    void book.loaded.spine.then((items) => {
      sections = items.length
    })
    const positionOf = (where: Location) => {
      const { cfi, index, displayed } = where.start
      const fraction = divided
        ? book.locations.percentageFromCfi(cfi)
        : sectionFraction(index, sections, displayed.page, displayed.total)
      return { kind: 'cfi', cfi, fraction } as const
    }

    view.on('relocated', (where: Location) => {
      setShownCfi(where.start.cfi)
      if (!located) {
        located = true
        saver.opened(positionOf(where))
      } else {
        moved = true
        saver.moved(positionOf(where))
      }
    })
    // epub.js renders each section in a frame of its own: name it for screen readers.
    view.on('rendered', () => {
      for (const frame of element.querySelectorAll('iframe')) frame.title ||= 'Book page'
    })
    view.on('keydown', (event: KeyboardEvent) => handleReaderKey(event, pager.current))
    view.on('touchstart', (event: TouchEvent) => callbacks.current.swipe.touchStart(event))
    view.on('touchend', (event: TouchEvent) => callbacks.current.swipe.touchEnd(event))

    pager.current = { next: () => void view.next(), previous: () => void view.prev() }
    setRendition(view)

    const start = cfiFromLocation(location)
    view
      .display(start ?? undefined)
      .catch(() => (start ? view.display() : Promise.reject(new Error('The book has nothing to show'))))
      .then(async () => {
        const navigation = await book.loaded.navigation
        if (destroyed) return
        callbacks.current.onReady({
          toc: navigation.toc.map(tocEntry),
          search: (query) => searchBook(book, query),
          display: (target) => view.display(target),
        })
        if (!loadLocations(book, storedEpubLocations(locationsKey))) {
          await book.locations.generate(LOCATION_CHARS)
          if (!destroyed) storeEpubLocations(locationsKey, book.locations.save())
        }
        divided = true
        // Moves made before the book was divided saved an estimate: save the exact fraction.
        if (!destroyed && moved && view.location) saver.moved(positionOf(view.location))
      })
      .catch((error: unknown) => {
        if (destroyed) return
        console.error('Failed to open the epub', error)
        setFailed(true)
      })

    return () => {
      destroyed = true
      pager.current = null
      callbacks.current.onReady(null)
      book.destroy()
    }
  }, [locationsKey, bytes, location, pager, saver, scriptedContent])

  useEffect(() => {
    if (!rendition) return
    applySettings(rendition, settings)
  }, [rendition, settings])

  useEffect(() => {
    rendition?.spread(settings.spread)
  }, [rendition, settings.spread])

  if (failed) {
    return (
      <div className="sk-reader__message sk-reader__message--error" role="alert">
        This e-book could not be opened
      </div>
    )
  }
  return (
    <div className="sk-reader__epub">
      <button
        type="button"
        className="sk-reader__turn sk-reader__turn--previous"
        aria-label="Previous page"
        onClick={() => pager.current?.previous()}
      />
      <div ref={area} className="sk-reader__epub-page" data-location={shownCfi ?? undefined} />
      <button
        type="button"
        className="sk-reader__turn sk-reader__turn--next"
        aria-label="Next page"
        onClick={() => pager.current?.next()}
      />
    </div>
  )
}
