import { useEffect } from 'react'
import { announcePlays } from './play-events'

/** `shelf-play` from `host` for plays started by clicks inside it (see announcePlays). */
export function usePlayEvents(host: HTMLElement): void {
  useEffect(() => announcePlays(host), [host])
}
