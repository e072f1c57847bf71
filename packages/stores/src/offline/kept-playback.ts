import { mediaProgressOf } from '../item/progress'
import type { KeptCopies } from '../player/types'
import { keptFileUrl } from './download'
import { keptItemOf, rememberKeptPosition, storedKeptPosition } from './kept'
import { keptPlaybackSession, startPosition } from './kept-media'
import { createLocalSessionRecorder } from './local-sessions'

const newSessionId = () =>
  globalThis.crypto?.randomUUID?.() ?? `${Date.now().toString(16)}-${Math.random().toString(16).slice(2)}`

/**
 * The player's way to a copy kept on this device: a complete copy plays from its stored files (with or without a
 * connection) in a local session whose listening is recorded here and sent to the server when it can be reached.
 */
export const keptCopies: KeptCopies = {
  async open(libraryItemId, episodeId) {
    const record = keptItemOf(libraryItemId, episodeId)
    if (record?.status !== 'done') return null
    const urls = await Promise.all(record.files.map((file) => keptFileUrl(record.key, file)))
    const played = await storedKeptPosition(record.key)
    const startTime = startPosition(played, mediaProgressOf(libraryItemId, episodeId))
    const session = keptPlaybackSession(record, { id: newSessionId(), urls, startTime, now: Date.now() })
    const recorder = createLocalSessionRecorder(session)
    let listened = false
    const recordReport = async (body: Parameters<typeof recorder.record>[0]) => {
      if (body?.timeListened) listened = true
      if (!listened && body?.currentTime === session.startTime) return
      await Promise.all([recorder.record(body), rememberKeptPosition(record.key, recorder.position())])
    }
    return {
      session,
      sync: recordReport,
      close: (body) =>
        void recordReport(body).catch((error) => console.error('Could not record the listening', error)),
      release: () => {
        for (const url of urls) URL.revokeObjectURL(url)
      },
    }
  },
}
