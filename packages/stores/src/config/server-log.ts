import { adminApi, errorMessage, type LogLine } from '@shelfkit/client'
import { atom } from 'nanostores'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { onServerEvent } from '../server-events'
import { $serverSettings, getClient } from '../session'
import { socketHolder } from '../socket-holder'
import { updateServerSettings } from './server-settings'

export const serverLogMessages = storeMessages('config.serverLogLoad', {
  loadFailed: 'Failed to load data',
})

/** The server's log levels an admin can choose (the real Logger's DEBUG, INFO, WARN). */
export const SERVER_LOG_LEVELS = [1, 2, 3] as const
/** The log page keeps at most this many lines, dropping the oldest (the server's day log keeps 5000). */
export const MAX_LOG_LINES = 5000

export interface ServerLogState {
  status: 'idle' | 'loading' | 'ready' | 'error'
  lines: readonly LogLine[]
  error: string | null
}

export const $serverLog = shared('config.serverLog', () =>
  atom<ServerLogState>({ status: 'idle', lines: [], error: null }),
)

const capped = (lines: readonly LogLine[]) =>
  lines.length > MAX_LOG_LINES ? lines.slice(lines.length - MAX_LOG_LINES) : lines

/** The level the live log listens at: the server's own log level (as the official page does). */
const listenLevel = () => $serverSettings.get()?.logLevel ?? 2

function askForLog(): void {
  const socket = socketHolder.socket
  if (socket?.state().authenticated) socket.setLogListener(listenLevel())
}

/**
 * Opens the log page: today's log (`GET /api/logger-data`) followed by the lines the server sends live over the
 * socket (`set_log_listener`, asked again after every sign-in of the socket). Returns the closer.
 */
export function openServerLog(): () => void {
  let live: LogLine[] = []
  let loaded = false
  const stops = [
    onServerEvent('log', (line) => {
      if (!loaded) live.push(line)
      else $serverLog.set({ ...$serverLog.get(), lines: capped([...$serverLog.get().lines, line]) })
    }),
    onServerEvent('init', askForLog),
  ]
  askForLog()
  $serverLog.set({ status: 'loading', lines: [], error: null })
  const controller = new AbortController()
  getClient()
    .area(adminApi)
    .loggerData(controller.signal)
    .then(
      (data) => {
        if (controller.signal.aborted) return
        loaded = true
        $serverLog.set({ status: 'ready', lines: capped([...data.currentDailyLogs, ...live]), error: null })
        live = []
      },
      (error) => {
        if (controller.signal.aborted) return
        loaded = true
        const message = errorMessage(error, serverLogMessages.get().loadFailed)
        $serverLog.set({ status: 'error', lines: live, error: message })
        live = []
      },
    )
  return () => {
    controller.abort()
    for (const stop of stops) stop()
    socketHolder.socket?.removeLogListener()
  }
}

/**
 * Saves the server's log level (`PATCH /api/settings`). The live log asks for the new level first, as the official
 * page does, so the line the server writes about the change already reaches it; a refused save asks back.
 */
export async function setServerLogLevel(level: number): Promise<boolean> {
  const socket = socketHolder.socket
  if (socket?.state().authenticated) socket.setLogListener(level)
  const saved = await updateServerSettings({ logLevel: level })
  if (!saved) askForLog()
  return saved
}

/** The lines shown: at `minLevel` or above and, with a search, containing it (any case). */
export function filterLogLines(
  lines: readonly LogLine[],
  { minLevel = 0, search = '' }: { minLevel?: number; search?: string },
): readonly LogLine[] {
  const text = search.trim().toLowerCase()
  if (!text && minLevel <= 0) return lines
  return lines.filter(
    (line) => line.level >= minLevel && (!text || line.message.toLowerCase().includes(text)),
  )
}
