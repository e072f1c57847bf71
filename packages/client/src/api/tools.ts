import type { Http } from '../http'
import { seg } from './path'

/** M4B encode options of the item tools page (`POST /api/tools/item/:id/encode-m4b` query). */
export interface EncodeM4bOptions {
  codec: 'aac' | 'copy' | 'opus'
  /** e.g. `128k`. */
  bitrate: string
  channels: 1 | 2
}

/** Audio tools of one book (admin): metadata embedding and the M4B encoder. */
export function toolsApi(http: Http) {
  return {
    /** Queues metadata embedding; `backup` keeps copies of the original audio files in the metadata folder. */
    embedMetadata: (libraryItemId: string, backup: boolean) =>
      http.post<string>(`/api/tools/item/${seg(libraryItemId)}/embed-metadata`, undefined, {
        query: { backup: backup ? 1 : 0 },
        response: 'text',
      }),
    encodeM4b: (libraryItemId: string, options: EncodeM4bOptions) =>
      http.post<string>(`/api/tools/item/${seg(libraryItemId)}/encode-m4b`, undefined, {
        query: { codec: options.codec, bitrate: options.bitrate, channels: options.channels },
        response: 'text',
      }),
    cancelEncodeM4b: (libraryItemId: string) =>
      http.delete<string>(`/api/tools/item/${seg(libraryItemId)}/encode-m4b`, { response: 'text' }),
  }
}
