import { useLayoutEffect } from 'react'
import { PlayerBar, type PlayerBarProps } from '../player/PlayerBar'
import { baseCss, cardsCss, playerCss, uiCss } from '../styles'
import { Toasts } from '../ui/Toasts'
import { adoptElementStyles, elementStylesheets } from './shadow-styles'

/**
 * What `<shelf-player>` shows, in a chunk of its own: the element loads it once something plays or a toast is up
 * (or earlier, when the page is idle). Each part brings the stylesheets into the element's shadow root before it
 * paints.
 */
const STYLESHEETS = elementStylesheets([baseCss, uiCss, playerCss, cardsCss])

function useStylesheets(root: ShadowRoot) {
  useLayoutEffect(() => adoptElementStyles(root, STYLESHEETS), [root])
}

export function ElementPlayerBar({ root, ...bar }: PlayerBarProps & { root: ShadowRoot }) {
  useStylesheets(root)
  return <PlayerBar {...bar} />
}

export function ElementToasts({ root }: { root: ShadowRoot }) {
  useStylesheets(root)
  return <Toasts />
}
