export interface CastState {
  /** The server enables casting (`serverSettings.chromecastEnabled`). */
  enabled: boolean
  /** Casting needs https: the cast button explains instead of casting. */
  insecure: boolean
  /** The sender framework loaded and set up. */
  ready: boolean
  connected: boolean
  deviceName: string | null
}

export const IDLE_CAST: CastState = {
  enabled: false,
  insecure: false,
  ready: false,
  connected: false,
  deviceName: null,
}
