import type { ListeningSession } from '@shelfkit/client'
import { i18n } from '@shelfkit/stores'

export const sessionTextMessages = i18n('config.sessionText', {
  directPlay: 'Direct Play',
  directStream: 'Direct Stream',
  transcode: 'Transcode',
  local: 'Local',
  unknown: 'Unknown',
})

type SessionTexts = ReturnType<typeof sessionTextMessages.get>

/** The play method's name, as the session tables and dialog show it. */
export function playMethodName(method: number | undefined, t: SessionTexts): string {
  return [t.directPlay, t.directStream, t.transcode, t.local][method ?? -1] ?? t.unknown
}

/** The device a session played on, in at most two lines: the client, then the device or system and browser. */
export function deviceLines(session: Pick<ListeningSession, 'deviceInfo'>): string[] {
  const info = (session.deviceInfo ?? {}) as Record<string, string | undefined>
  const client = [info.clientName, info.clientVersion].filter(Boolean).join(' ')
  const device = info.deviceName ?? [info.osName, info.osVersion, info.browserName].filter(Boolean).join(' ')
  return [client, device].filter(Boolean)
}
