import { describe, expect, it } from 'vitest'
import { attributeName, attributeText, parseAttribute } from './attributes'

describe('element attributes', () => {
  it('names attributes in kebab-case', () => {
    expect(attributeName('itemId')).toBe('item-id')
    expect(attributeName('serverUrl')).toBe('server-url')
    expect(attributeName('autoplay')).toBe('autoplay')
  })

  it('reads booleans by presence, like native attributes', () => {
    expect(parseAttribute('boolean', '')).toBe(true)
    expect(parseAttribute('boolean', 'false')).toBe(true)
    expect(parseAttribute('boolean', null)).toBe(false)
  })

  it('resets a removed attribute instead of keeping the last value', () => {
    expect(parseAttribute('string', null)).toBeNull()
    expect(parseAttribute('number', null)).toBeNull()
  })

  it('reads numbers, and text that is no number as absent', () => {
    expect(parseAttribute('number', '1.5')).toBe(1.5)
    expect(parseAttribute('number', 'wide')).toBeNull()
  })

  it('writes booleans as an empty attribute or none, never "true"/"false"', () => {
    expect(attributeText('boolean', true)).toBe('')
    expect(attributeText('boolean', false)).toBeNull()
    expect(attributeText('string', null)).toBeNull()
    expect(attributeText('number', 2)).toBe('2')
    expect(attributeText('number', Number.NaN)).toBeNull()
  })
})
