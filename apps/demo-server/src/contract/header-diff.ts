/** Response headers whose presence and value a client depends on (compared between recording and replay). */
const comparedHeaders = [
  'access-control-allow-origin',
  'access-control-allow-credentials',
  'access-control-allow-methods',
  'access-control-allow-headers',
  'allow',
  'accept-ranges',
]

const mainType = (value: string | null | undefined) => (value ?? '').split(';')[0]!.trim().toLowerCase()

interface CookieShape {
  name: string
  attributes: string[]
}

function cookieShape(cookie: string): CookieShape {
  const [pair, ...attributes] = cookie.split(';').map((p) => p.trim())
  return {
    name: pair!.split('=')[0]!,
    attributes: attributes
      .map((a) => a.split('=')[0]!.toLowerCase())
      .filter((a) => a !== 'expires')
      .sort(),
  }
}

/** Differences in the headers that matter: content type, CORS, Allow, ranges, redirects and cookie attributes. */
export function diffHeaders(recorded: Record<string, string | string[]>, live: Headers): string[] {
  const problems: string[] = []
  const recordedType = recorded['content-type'] as string | undefined
  if (recordedType && mainType(recordedType) !== mainType(live.get('content-type'))) {
    problems.push(
      `content-type: recorded ${mainType(recordedType)}, got ${mainType(live.get('content-type')) || 'none'}`,
    )
  }
  if (!recordedType && live.get('content-type') && recorded['content-length'] === '12') {
    problems.push(`content-type: recorded none, got ${live.get('content-type')}`)
  }
  for (const name of comparedHeaders) {
    const want = recorded[name] as string | undefined
    const got = live.get(name) ?? undefined
    if (want !== undefined && got === undefined) problems.push(`${name}: missing (recorded ${want})`)
    else if (want === undefined && got !== undefined && name.startsWith('access-control'))
      problems.push(`${name}: unexpected ${got}`)
    else if (
      want !== undefined &&
      got !== undefined &&
      name !== 'access-control-allow-origin' &&
      want !== got
    ) {
      problems.push(`${name}: recorded ${want}, got ${got}`)
    }
  }
  if (recorded['content-range'] && !live.get('content-range')) problems.push('content-range: missing')
  if (recorded.location && !live.get('location')) problems.push('location: missing')
  const recordedCookies = ((recorded['set-cookie'] as string[] | undefined) ?? []).map(cookieShape)
  const liveCookies = live.getSetCookie().map(cookieShape)
  for (const cookie of recordedCookies) {
    if (cookie.name === 'connect.sid') continue
    const match = liveCookies.find((c) => c.name === cookie.name)
    if (!match) problems.push(`set-cookie ${cookie.name}: missing`)
    else if (match.attributes.join() !== cookie.attributes.join()) {
      problems.push(
        `set-cookie ${cookie.name}: recorded [${cookie.attributes.join(', ')}], got [${match.attributes.join(', ')}]`,
      )
    }
  }
  return problems
}
