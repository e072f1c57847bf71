/**
 * How an element attribute maps to its property, the HTML way (media-chrome conventions): kebab-case names,
 * booleans by presence (`<shelf-player autoplay>`; `autoplay="false"` is still true, as for native elements),
 * and a removed attribute sets the property back to its "absent" value instead of keeping a stale one.
 */
export type AttributeKind = 'string' | 'number' | 'boolean'

export type AttributeValue<K extends AttributeKind> = K extends 'boolean'
  ? boolean
  : K extends 'number'
    ? number | null
    : string | null

/** `itemId` → `item-id`. */
export function attributeName(property: string): string {
  return property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)
}

/** The property value for an attribute's text (`null` = attribute absent). */
export function parseAttribute<K extends AttributeKind>(kind: K, text: string | null): AttributeValue<K> {
  if (kind === 'boolean') return (text !== null) as AttributeValue<K>
  if (text === null) return null as AttributeValue<K>
  if (kind === 'number') {
    const value = Number.parseFloat(text)
    return (Number.isFinite(value) ? value : null) as AttributeValue<K>
  }
  return text as AttributeValue<K>
}

/** The attribute text for a property value (`null` = remove the attribute). */
export function attributeText(kind: AttributeKind, value: unknown): string | null {
  if (kind === 'boolean') return value ? '' : null
  if (value === null || value === undefined) return null
  if (kind === 'number') {
    const number = typeof value === 'number' ? value : Number.parseFloat(String(value))
    return Number.isFinite(number) ? String(number) : null
  }
  return String(value)
}
