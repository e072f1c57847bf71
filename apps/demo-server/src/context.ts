import type { TokenSigner } from './auth/tokens'
import type { DemoServerConfig } from './config'
import type { Faults } from './http/faults'
import type { RequestLog } from './http/request-log'
import type { SocketHub } from './socket/hub'
import type { Store } from './state/store'

/** Everything the routes share: configuration, the store, token signing and the socket hub. */
export interface ServerContext {
  config: DemoServerConfig
  store: Store
  tokens: TokenSigner
  hub: SocketHub
  faults: Faults
  requestLog: RequestLog
  /** "2.30.0" or "2.36.0". */
  version: string
  /** Where uploaded and generated server-side files (author images, HLS segments…) live. */
  metadataDir: string
  /**
   * Stops the server, runs `whileStopped` (a restored backup replaces the database) and starts it again on the same
   * port and data folder: every connection drops and clients reconnect to the new process state.
   */
  restart(whileStopped: () => void): void
}
