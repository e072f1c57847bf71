/** Public `::part` name → selector of the inner nodes it names (kept in one place per element: the contract). */
export type PartMap = Readonly<Record<string, string>>

/**
 * Keeps `part` names on the inner nodes matching each selector as React renders and re-renders them, so pages
 * can style `shelf-player::part(play-button)` without the components knowing about parts. Returns the stop
 * function.
 */
export function applyParts(root: ShadowRoot, parts: PartMap): () => void {
  const entries = Object.entries(parts)
  if (entries.length === 0) return () => {}
  const apply = () => {
    for (const [name, selector] of entries) {
      for (const node of root.querySelectorAll(selector)) {
        if (!node.part.contains(name)) node.part.add(name)
      }
    }
  }
  apply()
  const observer = new MutationObserver(apply)
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
  return () => observer.disconnect()
}
