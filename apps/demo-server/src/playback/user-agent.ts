export interface ParsedUserAgent {
  browserName: string | null
  browserVersion: string | null
  osName: string | null
  osVersion: string | null
}

const browsers: [name: string, pattern: RegExp][] = [
  ['Edge', /Edg(?:e|A|iOS)?\/([\d.]+)/],
  ['Opera', /OPR\/([\d.]+)/],
  ['Firefox', /Firefox\/([\d.]+)/],
  ['Chrome Headless', /HeadlessChrome\/([\d.]+)/],
  ['Chrome', /Chrome\/([\d.]+)/],
  ['Mobile Safari', /Version\/([\d.]+).*Mobile.*Safari/],
  ['Safari', /Version\/([\d.]+).*Safari/],
]

const systems: [name: string, pattern: RegExp, version: (raw: string | undefined) => string | null][] = [
  ['Windows', /Windows NT ([\d.]+)/, (raw) => (raw === '10.0' ? '10' : (raw ?? null))],
  ['Android', /Android ([\d.]+)/, (raw) => raw ?? null],
  ['iOS', /(?:iPhone|CPU) OS ([\d_]+)/, (raw) => raw?.replace(/_/g, '.') ?? null],
  ['Mac OS', /Mac OS X ([\d_.]+)/, (raw) => raw?.replace(/_/g, '.') ?? null],
  ['Linux', /Linux (\w+)/, (raw) => raw ?? null],
  ['Linux', /Linux()/, () => null],
]

/** The browser and OS fields audiobookshelf records for a device (what ua-parser-js would report). */
export function parseUserAgent(ua: string | undefined): ParsedUserAgent {
  const text = ua ?? ''
  let browserName: string | null = null
  let browserVersion: string | null = null
  for (const [name, pattern] of browsers) {
    const match = pattern.exec(text)
    if (match) {
      browserName = name
      browserVersion = match[1] ?? null
      break
    }
  }
  for (const [name, pattern, version] of systems) {
    const match = pattern.exec(text)
    if (match) return { browserName, browserVersion, osName: name, osVersion: version(match[1]) }
  }
  return { browserName, browserVersion, osName: null, osVersion: null }
}
