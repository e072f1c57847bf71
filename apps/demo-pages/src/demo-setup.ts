/** Book One of the demo library: the blog page's share plays it. */
const SHARED_BOOK = 'a0d2a731-50d7-4c27-8082-47d935156cef'
export const DEMO_SHARE_SLUG = 'shelfkit-demo'

async function call<T>(
  serverUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${serverUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return (await response.json()) as T
}

/**
 * Prepares the embedded demo server for the pages, as its admin would: the pages' origins in Allowed CORS
 * origins, and a public share of Book One for the blog page. Resolves to the share slug, or null when the server
 * is not the demo server (root/root refused): then the admin makes these two changes by hand.
 */
export async function prepareDemoServer(
  serverUrl: string,
  pageOrigins: readonly string[],
): Promise<string | null> {
  const login = await fetch(`${serverUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-return-tokens': 'true' },
    body: JSON.stringify({ username: 'root', password: 'root' }),
  })
  if (!login.ok) return null
  const { user, serverSettings } = (await login.json()) as {
    user: { accessToken: string }
    serverSettings: { allowedOrigins?: string[] }
  }
  const token = user.accessToken
  const allowed = new Set([...(serverSettings.allowedOrigins ?? []), ...pageOrigins])
  await call(serverUrl, token, 'PATCH', '/api/settings', { allowedOrigins: [...allowed] })

  const item = await call<{ media: { id: string }; mediaItemShare?: { slug: string } | null }>(
    serverUrl,
    token,
    'GET',
    `/api/items/${SHARED_BOOK}?expanded=1&include=share`,
  )
  if (item.mediaItemShare?.slug) return item.mediaItemShare.slug
  await call(serverUrl, token, 'POST', '/api/share/mediaitem', {
    slug: DEMO_SHARE_SLUG,
    expiresAt: 0,
    mediaItemType: 'book',
    mediaItemId: item.media.id,
    isDownloadable: false,
  })
  return DEMO_SHARE_SLUG
}
