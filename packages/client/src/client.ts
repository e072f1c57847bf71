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
import { createHttp, type HttpOptions } from './http'
import type { AbsSocket, AbsSocketOptions } from './socket'
import { memoryTokenStore } from './tokens'

/** Makes the socket: `createAbsSocket` of this package (or a stand-in). */
export type AbsSocketFactory = (options: AbsSocketOptions) => AbsSocket

export interface AbsClientOptions extends Omit<HttpOptions, 'tokens'> {
  tokens?: HttpOptions['tokens']
}

/**
 * One server, one signed-in identity: every API area bound to a shared HTTP core (bearer token, single-flight
 * refresh, timeouts, typed errors).
 */
export function createAbsClient(options: AbsClientOptions) {
  const sockets = new Set<AbsSocket>()
  const http = createHttp({
    ...options,
    tokens: options.tokens ?? memoryTokenStore(),
    onRefreshed: (session) => {
      for (const socket of sockets) socket.reauthenticate()
      options.onRefreshed?.(session)
    },
  })
  return {
    http,
    auth: authApi(http),
    libraries: librariesApi(http),
    items: itemsApi(http),
    sessions: sessionsApi(http),
    me: meApi(http),
    collections: collectionsApi(http),
    playlists: playlistsApi(http),
    authors: authorsApi(http),
    search: searchApi(http),
    series: seriesApi(http),
    podcasts: podcastsApi(http),
    shares: sharesApi(http),
    feeds: feedsApi(http),
    tasks: tasksApi(http),
    tools: toolsApi(http),
    upload: uploadApi(http),
    server: serverApi(http),
    admin: adminApi(http),
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

export type AbsClient = ReturnType<typeof createAbsClient>
