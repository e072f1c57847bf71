import type { ReaderSettings, ReaderTheme } from '@shelfkit/stores'

/** Page colours of the reader themes (the overlay's CSS uses the same ones). */
export const READER_THEME_COLORS: Record<ReaderTheme, { text: string; background: string }> = {
  dark: { text: '#ffffff', background: 'rgb(35, 35, 35)' },
  sepia: { text: '#5b4636', background: 'rgb(244, 236, 216)' },
  light: { text: '#000000', background: 'rgb(255, 255, 255)' },
}

/**
 * The CSS rules an epub page gets from the reader settings (spec 02 §3): theme colours, font family, line spacing,
 * boldness and text stroke. The font scale goes through epub.js's own `fontSize`.
 */
export function epubThemeRules(settings: ReaderSettings): Record<string, Record<string, string>> {
  const { text, background } = READER_THEME_COLORS[settings.theme]
  const all: Record<string, string> = {
    color: `${text} !important`,
    'background-color': `${background} !important`,
    'font-family': `${settings.font} !important`,
    'line-height': `${settings.lineSpacing / 100} !important`,
  }
  if (settings.fontBoldness !== 100) {
    all['font-weight'] = `${Math.min(1000, Math.max(1, Math.round(settings.fontBoldness * 4)))} !important`
  }
  if (settings.textStroke > 0)
    all['-webkit-text-stroke'] = `${settings.textStroke / 100}px ${text} !important`
  return { '*': all, a: { color: `${text} !important` } }
}
