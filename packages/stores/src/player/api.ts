import type { AbsClient } from '@shelfkit/client'
import type { PlayerApi } from './types'

/** The player's server calls through the shared client (sync and close carry the spec's 9 s and 6 s timeouts). */
export function clientPlayerApi(client: () => AbsClient): PlayerApi {
  return {
    getItem: (libraryItemId) => client().items.get(libraryItemId),
    startSession: (libraryItemId, body, episodeId) => client().items.play(libraryItemId, body, episodeId),
    syncSession: (sessionId, body) => client().sessions.sync(sessionId, body),
    closeSession: (sessionId, body) => client().sessions.close(sessionId, body),
  }
}
