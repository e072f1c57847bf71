/**
 * The stylesheets declare the `--shelf-*` defaults on `.sk-root` as well as `:host`, so inside a shadow root the
 * wrapper would hide any value the page sets on the element (`shelf-player { --shelf-accent: red }`). This rule
 * makes the element's wrapper inherit each token from the host instead; `:host` still carries the defaults.
 */
export function tokenInheritanceCss(stylesheets: readonly string[]): string {
  const names = new Set<string>()
  for (const css of stylesheets) {
    for (const match of css.matchAll(/(--shelf-[\w-]+)\s*:/g)) names.add(match[1]!)
  }
  if (names.size === 0) return ''
  const declarations = [...names].map((name) => `  ${name}: inherit;`).join('\n')
  return `.sk-root.sk-element {\n${declarations}\n}\n`
}
