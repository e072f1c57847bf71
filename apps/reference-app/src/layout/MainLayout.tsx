import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  AppBar,
  type AppLocation,
  ItemEditModal,
  RawCoverPreview,
  ReaderOverlay,
  SideRail,
  useAfterFirstPaint,
} from '@shelfkit/elements'
import {
  $currentLibrary,
  $selectedItems,
  $sideRailOpen,
  $user,
  clearSelection,
  closeItemEdit,
  closeRawCoverPreview,
  ensureCurrentLibrary,
  i18n,
  playItem,
  queueItemFor,
  setSideRailOpen,
} from '@shelfkit/stores'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import NotFoundPage from '../pages/NotFound'
import { $router, hidesToolbar, isConfigRoute, type RouteName } from '../router'
// Every area's styles arrive with the shell as a linked stylesheet (the sign-in page only has the core ones): the
// browser fetches and parses it beside the shell's code, which runs once it is there. The app's own rules come
// last so they win.
import '@shelfkit/elements/styles.css'
import '../app.css'
import { PlayerContainer } from './PlayerContainer'

const messages = i18n('app.layout', {
  skipToContent: 'Skip to content',
  closeRail: 'Close library pages',
})

export interface MainLayoutProps {
  route: RouteName | undefined
  params: Record<string, string>
  children: ReactNode
  /** Called with true once the shell and its first page have been painted. */
  onFirstPaint?(painted: true): void
}

/**
 * Spec 01 §2 main layout: app bar, side rail (a library is open and the route is not a config page), content
 * area, the media player container, the e-reader overlay and the item edit modal. Route changes clear the batch
 * selection, close the narrow-screen rail and the item edit modal (spec 02); Escape clears the selection.
 */
export default function MainLayout({ route, params, children, onFirstPaint }: MainLayoutProps) {
  const t = useStore(messages)
  const page = useStore($router)
  const library = useStore($currentLibrary)
  const user = useStore($user)
  const railOpen = useStore($sideRailOpen)
  const { missing: libraryMissing, settled: librarySettled } = useRouteLibrary(
    params.libraryId ?? null,
    user?.id,
  )
  const main = useRef<HTMLElement>(null)
  // The player, the reader and the edit modal show nothing at start: they mount after the page's first paint.
  const afterFirstPaint = useAfterFirstPaint()
  useEffect(() => {
    if (afterFirstPaint) onFirstPaint?.(true)
  }, [afterFirstPaint, onFirstPaint])

  const location: AppLocation = {
    pathname: page?.path ?? '/',
    search: new URLSearchParams(page?.search ?? {}).toString().replace(/^(?=.)/, '?'),
  }
  // The rail's room is kept while the library loads, so the page does not shift right when it arrives.
  const hasSideRail = (!!library || !librarySettled) && !isConfigRoute(route)

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every route change
  useEffect(() => {
    // Spec 01 §4: a route change clears the batch selection (even while a batch action runs).
    clearSelection({ force: true })
    setSideRailOpen(false)
    closeItemEdit()
    closeRawCoverPreview()
  }, [location.pathname, location.search])

  useSelectionEscape()

  return (
    <div
      className={`sk-shell${hasSideRail ? ' sk-shell--rail' : ''}${hasSideRail && railOpen ? ' sk-shell--rail-open' : ''}`}
    >
      <button type="button" className="sk-skip-link" onClick={() => main.current?.focus()}>
        {t.skipToContent}
      </button>
      <AppBar
        location={location}
        hasSideRail={hasSideRail}
        hasToolbar={!hidesToolbar(route)}
        onPlayItems={playSelection}
      />
      {hasSideRail ? (
        <>
          {library ? (
            <SideRail location={location} onNavigate={() => setSideRailOpen(false)} />
          ) : (
            <div className="sk-siderail" aria-hidden="true" />
          )}
          <button
            type="button"
            className="sk-siderail-backdrop"
            aria-label={t.closeRail}
            tabIndex={-1}
            onClick={() => setSideRailOpen(false)}
          />
        </>
      ) : null}
      <main ref={main} id="main" className="sk-shell__content" tabIndex={-1}>
        {libraryMissing ? <NotFoundPage status={404} problem="libraryNotFound" /> : children}
      </main>
      {afterFirstPaint ? (
        <>
          <PlayerContainer />
          <ReaderOverlay />
          <ItemEditModal />
          <RawCoverPreview />
        </>
      ) : null}
    </div>
  )
}

/** The batch bar's Play: the selected items, in selection order, as the player's queue. */
function playSelection(items: LibraryItem[]) {
  const queue = items.map((item) => queueItemFor(item))
  const first = queue[0]
  if (first) void playItem(first.libraryItemId, { queueItems: queue })
}

/**
 * Keeps the current library in step with the library in the route (and makes sure one is current everywhere
 * else). `missing`: the route names a library the user cannot open; `settled`: the first answer has come.
 */
function useRouteLibrary(
  routeLibraryId: string | null,
  userId: string | undefined,
): { missing: boolean; settled: boolean } {
  const [missing, setMissing] = useState(false)
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    if (!userId) return
    let cancelled = false
    setMissing(false)
    void ensureCurrentLibrary(routeLibraryId).then((current) => {
      if (cancelled) return
      setMissing(routeLibraryId !== null && current !== routeLibraryId)
      setSettled(true)
    })
    return () => {
      cancelled = true
    }
  }, [routeLibraryId, userId])
  return { missing, settled }
}

/**
 * Escape closes the narrow-screen rail, else clears the batch selection (spec 01 §4) unless typing in a field or a
 * dialog is open.
 */
function useSelectionEscape() {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      if ($sideRailOpen.get()) {
        setSideRailOpen(false)
        return
      }
      if (!$selectedItems.get().length) return
      if (isTextEntry(event.target) || document.querySelector('.sk-modal')) return
      if (clearSelection()) event.preventDefault()
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [])
}

function isTextEntry(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  return (
    target.isContentEditable ||
    target instanceof HTMLInputElement ||
    target instanceof HTMLTextAreaElement ||
    target instanceof HTMLSelectElement
  )
}
