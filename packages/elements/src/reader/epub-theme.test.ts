import { READER_SETTINGS_DEFAULTS } from '@shelfkit/stores'
import { describe, expect, it } from 'vitest'
import { epubThemeRules } from './epub-theme'

describe('epub page rules from the reader settings (spec 02 §3 "E-reader settings")', () => {
  it('the defaults: dark page, serif, line height 1.15, normal weight and no stroke', () => {
    const rules = epubThemeRules(READER_SETTINGS_DEFAULTS)
    expect(rules['*']).toEqual({
      color: '#ffffff !important',
      'background-color': 'rgb(35, 35, 35) !important',
      'font-family': 'serif !important',
      'line-height': '1.15 !important',
    })
    expect(rules.a).toEqual({ color: '#ffffff !important' })
  })

  it('sepia, sans-serif, spacing, boldness and stroke follow the settings', () => {
    const rules = epubThemeRules({
      ...READER_SETTINGS_DEFAULTS,
      theme: 'sepia',
      font: 'sans-serif',
      lineSpacing: 200,
      fontBoldness: 175,
      textStroke: 50,
    })
    expect(rules['*']).toMatchObject({
      color: '#5b4636 !important',
      'font-family': 'sans-serif !important',
      'line-height': '2 !important',
      'font-weight': '700 !important',
      '-webkit-text-stroke': '0.5px #5b4636 !important',
    })
  })
})
