import { ensureCurrentLibrary, startLiveUpdates } from '@shelfkit/stores'

/**
 * What follows a sign-in on an embedding page: the socket with the store reactions, and the current library. Loaded
 * on demand (see connection.ts), so socket.io-client is not part of any element's first download.
 */
export function followSignedInSession(): void {
  startLiveUpdates()
  void ensureCurrentLibrary()
}
