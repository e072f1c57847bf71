/**
 * Spec 01 §9, spec 02 §9 "Download status": PENDING 0, READY 1, EXPIRED 2, FAILED 3, the official client's
 * constant. Servers 2.30 to 2.36 send it in no answer or event (the official client never reads it either); it is
 * here so a server that does can be read.
 */
export const DownloadStatus = { PENDING: 0, READY: 1, EXPIRED: 2, FAILED: 3 } as const

export type DownloadStatusName = keyof typeof DownloadStatus

/** The name of a reported status number, or null for a number the spec does not know. */
export function downloadStatusName(value: number): DownloadStatusName | null {
  const names = Object.keys(DownloadStatus) as DownloadStatusName[]
  return names.find((name) => DownloadStatus[name] === value) ?? null
}
