import { adminApi } from './api/admin'
import { authApi } from './api/auth'
import { authorsApi } from './api/authors'
import { collectionsApi } from './api/collections'
import { feedsApi } from './api/feeds'
import { itemsApi } from './api/items'
import { librariesApi } from './api/libraries'
import { meApi } from './api/me'
import { playlistsApi } from './api/playlists'
import { podcastsApi } from './api/podcasts'
import { searchApi } from './api/search'
import { seriesApi } from './api/series'
import { serverApi } from './api/server'
import { sessionsApi } from './api/sessions'
import { sharesApi } from './api/shares'
import { tasksApi } from './api/tasks'
import { toolsApi } from './api/tools'
import { uploadApi } from './api/upload'
import { createHttp, type Http, type HttpOptions } from './http'
import type { AbsSocket, AbsSocketOptions } from './socket'
import { memoryTokenStore } from './tokens'

/** Makes the socket: `createAbsSocket` of this package (or a stand-in). */
export type AbsSocketFactory = (options: AbsSocketOptions) => AbsSocket

/** Makes an API area bound to a client's HTTP core: `adminApi`, `podcastsApi`… of this package. */
export type AbsApiArea<T> = (http: Http) => T

export interface AbsClientOptions extends Omit<HttpOptions, 'tokens'> {
  tokens?: HttpOptions['tokens']
}

/**
 * One server, one signed-in identity, with the API areas nearly every page needs (sign-in, the user, libraries,
 * items, sessions, server) bound to a shared HTTP core (bearer token, single-flight refresh, timeouts, typed
 * errors). The others (`collectionsApi`, `playlistsApi`, `authorsApi`, `seriesApi`, `adminApi`, `podcastsApi`,
 * `uploadApi`…) come through `client.area(adminApi)`, made on first use, so a bundle holds only the areas its code
 * names.
 */
export function createAbsClientCore(options: AbsClientOptions) {
  const sockets = new Set<AbsSocket>()
  const http = createHttp({
    ...options,
    tokens: options.tokens ?? memoryTokenStore(),
    onRefreshed: (session) => {
      for (const socket of sockets) socket.reauthenticate()
      options.onRefreshed?.(session)
    },
  })
  const areas = new Map<AbsApiArea<unknown>, unknown>()
  return {
    http,
    auth: authApi(http),
    libraries: librariesApi(http),
    items: itemsApi(http),
    sessions: sessionsApi(http),
    me: meApi(http),
    server: serverApi(http),
    /** An API area of this client, made once on first use: `client.area(adminApi).backups()`. */
    area<T>(make: AbsApiArea<T>): T {
      if (!areas.has(make)) areas.set(make, make(http))
      return areas.get(make) as T
    },
    /**
     * A socket for this server that authenticates with this client's current access token, and re-sends it after
     * every token refresh while it is connected but not authenticated. `create` is `createAbsSocket`: passed in
     * rather than imported here, so bundles that never open a socket (a sign-in page) leave socket.io-client out.
     */
    socket(
      create: AbsSocketFactory,
      socketOptions: Omit<AbsSocketOptions, 'address' | 'getToken'> = {},
    ): AbsSocket {
      const socket = create({
        ...socketOptions,
        address: http.address,
        getToken: () => http.tokens.get().accessToken,
      })
      sockets.add(socket)
      return socket
    },
  }
}

/** A client as every store and integration takes it, whichever of the two constructors made it. */
export type AbsClient = ReturnType<typeof createAbsClientCore>

/**
 * The client with every API area as a property (`client.collections`, `client.admin`, `client.podcasts`…), for
 * integrations that use many; it holds the code of all of them.
 */
export function createAbsClient(options: AbsClientOptions) {
  const core = createAbsClientCore(options)
  return {
    ...core,
    collections: core.area(collectionsApi),
    playlists: core.area(playlistsApi),
    authors: core.area(authorsApi),
    series: core.area(seriesApi),
    search: core.area(searchApi),
    podcasts: core.area(podcastsApi),
    shares: core.area(sharesApi),
    feeds: core.area(feedsApi),
    tasks: core.area(tasksApi),
    tools: core.area(toolsApi),
    upload: core.area(uploadApi),
    admin: core.area(adminApi),
  }
}

export type AbsFullClient = ReturnType<typeof createAbsClient>
