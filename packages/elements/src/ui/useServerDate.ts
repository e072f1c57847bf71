import { useStore } from '@nanostores/react'
import { $serverSettings, DEFAULT_DATE_FORMAT, formatDatePattern } from '@shelfkit/stores'
import { useCallback } from 'react'

/** Formats epoch-ms dates in the server's date format setting; empty for no date. */
export function useServerDate(): (time: number | null | undefined) => string {
  const pattern = useStore($serverSettings)?.dateFormat || DEFAULT_DATE_FORMAT
  return useCallback((time) => (time ? formatDatePattern(new Date(time), pattern) : ''), [pattern])
}
