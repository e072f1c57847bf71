/** Defines `tagName` unless something (another bundle, a second copy of this one) already did. */
export function defineElement(tagName: string, element: CustomElementConstructor): CustomElementConstructor {
  const registry = globalThis.customElements
  const existing = registry.get(tagName)
  if (existing) return existing
  registry.define(tagName, element)
  return element
}
