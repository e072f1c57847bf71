/// <reference path="./epubjs-internals.d.ts" />
import type { ReaderSettings } from '@shelfkit/stores'
import { cfiFromLocation, sectionFraction, storedEpubLocations, storeEpubLocations } from '@shelfkit/stores'
import ePub, { type Book, type Location, type NavItem, type Rendition } from 'epubjs'
import { replaceBase } from 'epubjs/src/utils/replacements'
import { useEffect, useRef, useState } from 'react'
import { epubThemeRules } from './epub-theme'
import { checkEpub } from './protection'
import { ReflowPage, type ReflowPlace } from './ReflowPage'
import { openReflowSession, useReflowCallbacks } from './reflow-session'
import type { ReflowViewProps, SearchHit, TocEntry } from './types'

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
  find(query: string): { cfi: string; excerpt: string }[]
  unload(): void
}

async function searchBook(book: Book, query: string): Promise<SearchHit[]> {
  const sections: SearchableSection[] = []
  book.spine.each((section: SearchableSection) => sections.push(section))
  const found: SearchHit[] = []
  for (const section of sections) {
    await section.load(book.load.bind(book))
    found.push(...section.find(query).map(({ cfi, excerpt }) => ({ target: cfi, excerpt })))
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
  onReady,
  onError,
  onKey,
  scriptedContent = false,
}: ReflowViewProps & {
  /** The library lets its e-books run scripts: their frames may then run them, as far as the page's policy allows. */
  scriptedContent?: boolean
}) {
  const area = useRef<HTMLDivElement>(null)
  const [rendition, setRendition] = useState<Rendition | null>(null)
  const [shown, setShown] = useState<ReflowPlace | null>(null)
  const initialSettings = useRef(settings)
  const callbacks = useReflowCallbacks({ onReady, onError, onKey, swipe })

  useEffect(() => {
    const element = area.current
    if (!element) return
    const session = openReflowSession(callbacks, saver, pager)
    let book: Book
    try {
      checkEpub(bytes)
      book = ePub(bytes)
      book.spine.hooks.content.deregister(replaceBase)
    } catch (error) {
      session.fail(error)
      return
    }
    const view = book.renderTo(element, {
      width: '100%',
      height: '100%',
      flow: 'paginated',
      spread: initialSettings.current.spread,
      allowScriptedContent: scriptedContent,
      method: 'blobUrl',
    } as Parameters<Book['renderTo']>[1])
    applySettings(view, initialSettings.current)
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
    const show = (where: Location) => {
      const position = positionOf(where)
      const chapter = book.navigation?.get(where.start.href)?.label.trim() ?? null
      setShown({ cfi: position.cfi, chapter, fraction: position.fraction })
      return position
    }

    view.on('relocated', (where: Location) => session.located(show(where)))
    // epub.js renders each section in a frame of its own: name it for screen readers.
    view.on('rendered', () => {
      for (const frame of element.querySelectorAll('iframe')) frame.title ||= session.frameLabel
    })
    view.on('keydown', (event: KeyboardEvent) => callbacks.current.onKey(event))
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
        if (session.closed) return
        session.ready({
          toc: navigation.toc.map(tocEntry),
          search: (query) => searchBook(book, query),
          display: (target) => view.display(target),
        })
        if (!loadLocations(book, storedEpubLocations(locationsKey))) {
          await book.locations.generate(LOCATION_CHARS)
          if (!session.closed) storeEpubLocations(locationsKey, book.locations.save())
        }
        divided = true
        if (session.closed || !view.location) return
        show(view.location)
        // Moves made before the book was divided saved an estimate: save the exact fraction.
        if (session.moved) saver.moved(positionOf(view.location))
      })
      .catch(session.fail)

    return () => {
      session.close()
      book.destroy()
    }
  }, [callbacks, locationsKey, bytes, location, pager, saver, scriptedContent])

  useEffect(() => {
    if (!rendition) return
    applySettings(rendition, settings)
  }, [rendition, settings])

  useEffect(() => {
    rendition?.spread(settings.spread)
  }, [rendition, settings.spread])

  return <ReflowPage pager={pager} area={area} className="sk-reader__epub-page" place={shown} />
}
