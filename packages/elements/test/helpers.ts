/// <reference types="mocha" />
// Shared by the element tests: they run in Chromium on http://localhost:PORT, the demo servers on 127.0.0.1.

export interface TestEnv {
  /** A demo server that allows this page's origin (Allowed CORS origins). */
  serverUrl: string
  /** A demo server with the default settings: it refuses this page's origin. */
  refusingServerUrl: string
  pageOrigin: string
  /** Where the self-contained bundles are served: `${bundles}/all/shelf-elements.js`, `/player/…`, `/item/…`. */
  bundles: string
}

let cached: Promise<TestEnv> | null = null

export function testEnv(): Promise<TestEnv> {
  cached ??= fetch('/__env.json').then((response) => response.json() as Promise<TestEnv>)
  return cached
}

/** Loads a self-contained bundle, as a page would with `<script type="module" src>`. */
export async function loadBundle(path: string): Promise<void> {
  const { bundles } = await testEnv()
  await import(/* @vite-ignore */ `${bundles}/${path}`)
}

/** Waits until `check` returns a truthy value (checked every 25 ms), failing with `what` after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => T, timeoutMs = 10_000): Promise<NonNullable<T>> {
  const deadline = performance.now() + timeoutMs
  for (;;) {
    const value = check()
    if (value) return value as NonNullable<T>
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Signs in the way a script would (tokens in the answer) and returns the access token. */
export async function accessToken(
  serverUrl: string,
  username = 'root',
  password = username,
): Promise<string> {
  const response = await fetch(`${serverUrl}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-return-tokens': 'true' },
    body: JSON.stringify({ username, password }),
  })
  if (!response.ok) throw new Error(`sign-in as ${username} failed: ${response.status}`)
  const body = (await response.json()) as { user: { accessToken: string } }
  return body.user.accessToken
}

/** Calls the server as `token` (JSON in and out). */
export async function api<T>(
  serverUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${serverUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path} failed: ${response.status} ${await response.text()}`)
  const text = await response.text()
  return (text ? JSON.parse(text) : null) as T
}

/** A fresh API key for `username` (created by root), as an admin hands one to a page author. */
export async function createApiKey(serverUrl: string, username = 'user'): Promise<string> {
  const root = await accessToken(serverUrl, 'root')
  const users = await api<{ users: { id: string; username: string }[] }>(serverUrl, root, 'GET', '/api/users')
  const user = users.users.find((entry) => entry.username === username)
  if (!user) throw new Error(`no user ${username}`)
  const name = `test-${Math.random().toString(36).slice(2)}`
  const created = await api<{ apiKey: { apiKey: string } }>(serverUrl, root, 'POST', '/api/api-keys', {
    name,
    isActive: true,
    userId: user.id,
  })
  return created.apiKey.apiKey
}

/**
 * Loads the all-in-one bundle and signs the page in as `username` with a fresh API key, through a `<shelf-server>`
 * (removed again by `cleanUp`).
 */
export async function mountSignedInServer(username = 'user'): Promise<void> {
  const env = await testEnv()
  await loadBundle('all/shelf-elements.js')
  const apiKey = await createApiKey(env.serverUrl, username)
  mount(`<shelf-server url="${env.serverUrl}" api-key="${apiKey}"></shelf-server>`)
}

/** The element's shadow root (every shelf-* element but `<shelf-server>` has one). */
export function shadowOf(element: Element): ShadowRoot {
  const root = element.shadowRoot
  if (!root) throw new Error(`${element.localName} has no shadow root`)
  return root
}

/** Adds an element from HTML to the page; removed again by `cleanUp`. */
export function mount<E extends Element = HTMLElement>(html: string): E {
  const holder = document.createElement('div')
  holder.dataset.testMount = ''
  holder.innerHTML = html
  document.body.append(holder)
  return holder.firstElementChild as E
}

export function cleanUp(): void {
  for (const holder of document.querySelectorAll('[data-test-mount]')) holder.remove()
}

/** Collects the `name` events that reach `document`. */
export function recordEvents<D = unknown>(name: string): { events: CustomEvent<D>[]; stop(): void } {
  const events: CustomEvent<D>[] = []
  const listener = (event: Event) => events.push(event as CustomEvent<D>)
  document.addEventListener(name, listener)
  return { events, stop: () => document.removeEventListener(name, listener) }
}
