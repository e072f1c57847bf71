/// <reference path="./foliate.d.ts" />
import { cfiFromLocation, type ReaderSettings } from '@shelfkit/stores'
import { unzlibSync } from 'fflate'
import { type FoliateTocItem, MOBI } from 'foliate-js/mobi.js'
import type { FoliateRelocate, View } from 'foliate-js/view.js'
import 'foliate-js/view.js'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { epubThemeRules } from './epub-theme'
import { checkMobi } from './protection'
import { ReflowPage, type ReflowPlace } from './ReflowPage'
import { openReflowSession, useReflowCallbacks } from './reflow-session'
import { createStepQueue } from './step-queue'
import type { ReflowViewProps, SearchHit, TocEntry } from './types'

const TOUCH_EVENTS = ['touchstart', 'touchmove', 'touchend'] as const

const tocEntry = (item: FoliateTocItem): TocEntry => ({
  id: item.href,
  href: item.href,
  title: item.label.trim(),
  subitems: (item.subitems ?? []).map(tocEntry),
})

/** The reader settings as the style sheet foliate-js puts into each page (the rules epub pages get, plus size). */
export function foliateStyles(settings: ReaderSettings): string {
  const rules = Object.entries(epubThemeRules(settings)).map(
    ([selector, declarations]) =>
      `${selector} { ${Object.entries(declarations)
        .map(([name, value]) => `${name}: ${value};`)
        .join(' ')} }`,
  )
  return [...rules, `html { font-size: ${settings.fontScale}% !important; }`].join('\n')
}

/** Script and handlers of a part: a book's frame may share the page's origin, so nothing in it may run. */
function stripActiveContent(doc: Document): void {
  for (const node of doc.querySelectorAll('script, object, embed')) node.remove()
  for (const node of doc.querySelectorAll('*')) {
    for (const { name, value } of [...node.attributes]) {
      if (/^on/i.test(name) || /^\s*javascript:/i.test(value)) node.removeAttribute(name)
    }
  }
}

/**
 * foliate-js parses every part with the book's own `parser` before it serializes it into the frame: parse through
 * one that strips active content, so scripts cannot run even on a page without a Content Security Policy.
 */
function parseWithoutScripts(book: object): void {
  const parser = new DOMParser()
  Object.assign(book, {
    parser: {
      parseFromString(text: string, type: DOMParserSupportedType) {
        const doc = parser.parseFromString(text, type)
        stripActiveContent(doc)
        return doc
      },
    },
  })
}

/**
 * Whether a place foliate-js reports shows part of the book: not a relayout that knows only the part (no range),
 * nor the blank frame of a part still loading or the empty column after a part's last page (nothing visible: a
 * collapsed range at the start of the body, no fraction).
 */
function showsText({ range, fraction }: FoliateRelocate): boolean {
  if (!range || !Number.isFinite(fraction)) return false
  return !(range.collapsed && range.startContainer === range.startContainer.ownerDocument?.body)
}

const warnTurnFailed = (error: unknown) => console.warn('Failed to turn the page', error)

async function searchBook(view: View, query: string): Promise<SearchHit[]> {
  const hits: SearchHit[] = []
  for await (const result of view.search({ query })) {
    if (result === 'done') break
    if ('subitems' in result) {
      for (const { cfi, excerpt } of result.subitems)
        hits.push({ target: cfi, excerpt: `${excerpt.pre}${excerpt.match}${excerpt.post}`.trim() })
    }
  }
  return hits
}

/**
 * Mobipocket (mobi) and KF8 (azw3) books with foliate-js: its parser turns the Palm database into XHTML parts and
 * its paginator lays them out in columns. Moves are saved as a CFI and the fraction read, like epub. Touches inside
 * the page go to the reader's swipe rule, not to foliate-js's own scrolling.
 */
export default function FoliateView({
  bytes,
  location,
  pager,
  saver,
  settings,
  swipe,
  onReady,
  onError,
  onKey,
}: ReflowViewProps) {
  const area = useRef<HTMLDivElement>(null)
  const [view, setView] = useState<View | null>(null)
  const [shown, setShown] = useState<ReflowPlace | null>(null)
  const callbacks = useReflowCallbacks({ onReady, onError, onKey, swipe })

  // Before the page area can get input: the pager takes key presses from the moment the area is on screen.
  useLayoutEffect(() => {
    const element = area.current
    if (!element) return
    const session = openReflowSession(callbacks, saver, pager)
    const foliate = document.createElement('foliate-view') as View
    foliate.setAttribute('aria-label', session.frameLabel)
    // foliate-js drops a turn or a jump asked for while it still lays out the one before (the first page included):
    // ours wait in line behind the opening and each other, so a key pressed as the book appears turns the page once
    // it is there.
    const moves = createStepQueue()
    let opened = false
    const move = (step: () => Promise<unknown>) =>
      moves.run(() => (opened && !session.closed ? step() : undefined))
    const turn = (forward: boolean) =>
      void move(() => (forward ? foliate.next() : foliate.prev())).catch(warnTurnFailed)
    pager.current = { next: () => turn(true), previous: () => turn(false) }
    const show = ({ cfi, fraction, tocItem }: FoliateRelocate) => {
      const read = Number.isFinite(fraction) ? (fraction as number) : 0
      setShown({ cfi, chapter: tocItem?.label?.trim() || null, fraction: read })
      session.located({ kind: 'cfi', cfi, fraction: read })
    }
    foliate.addEventListener('relocate', (event) => {
      // While opening, foliate-js reports the places it passes through (the part's start before the saved place):
      // the book opened where `init` ends.
      if (!opened) return
      const detail = (event as CustomEvent<FoliateRelocate>).detail
      if (showsText(detail)) show(detail)
    })
    foliate.addEventListener('load', (event) => {
      const { doc } = (event as CustomEvent<{ doc: Document }>).detail
      doc.addEventListener('keydown', (key) => callbacks.current.onKey(key))
      // Capture on the frame's window: the reader's rule decides, foliate-js's own touch scrolling never sees them.
      const win = doc.defaultView
      for (const type of TOUCH_EVENTS) win?.addEventListener(type, stopTouch, true)
    })
    const stopTouch = (event: TouchEvent) => {
      event.stopPropagation()
      if (event.type === 'touchstart') callbacks.current.swipe.touchStart(event)
      else if (event.type === 'touchend') callbacks.current.swipe.touchEnd(event)
    }
    for (const type of TOUCH_EVENTS) element.addEventListener(type, stopTouch, true)
    element.append(foliate)

    const open = async () => {
      checkMobi(bytes)
      const book = await new MOBI({ unzlib: unzlibSync }).open(new Blob([bytes]))
      if (!book.sections.length) throw new Error('The book has no text')
      parseWithoutScripts(book)
      if (session.closed) return
      await foliate.open(book)
      foliate.renderer.setAttribute('flow', 'paginated')
      setView(foliate)
      const start = cfiFromLocation(location)
      // A saved place this book does not have (another edition, another reader's CFI) opens it at its start.
      await foliate.init({ lastLocation: start }).catch((error: unknown) => {
        if (!start) throw error
        console.warn('Ignoring a saved place the book does not have', error)
        return foliate.init({})
      })
      if (session.closed) return
      opened = true
      const last = foliate.lastLocation
      if (last?.range) show(last)
      session.ready({
        toc: (book.toc ?? []).map(tocEntry),
        search: (query) => searchBook(foliate, query),
        display: (target) => move(() => foliate.goTo(target)).then(() => undefined),
      })
    }
    moves.run(open).catch(session.fail)
    return () => {
      session.close()
      // The page area outlives this book (another file in the same reader): its touches must not reach it twice.
      for (const type of TOUCH_EVENTS) element.removeEventListener(type, stopTouch, true)
      foliate.close()
      foliate.remove()
    }
  }, [callbacks, bytes, location, pager, saver])

  useEffect(() => {
    if (!view) return
    view.renderer.setStyles(foliateStyles(settings))
    view.renderer.setAttribute('max-column-count', settings.spread === 'none' ? '1' : '2')
  }, [view, settings])

  return <ReflowPage pager={pager} area={area} className="sk-reader__foliate" place={shown} />
}
