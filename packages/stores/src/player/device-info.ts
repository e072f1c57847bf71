import type { PlayRequest } from '@shelfkit/client'
import { getDeviceId } from '../device-id'
import { CLIENT_NAME, CLIENT_VERSION } from './constants'

/** Spec 01 §5, §9: who is playing, sent with every play request (the device id is created once and kept). */
export function playerDeviceInfo(): PlayRequest['deviceInfo'] {
  return { clientName: CLIENT_NAME, clientVersion: CLIENT_VERSION, deviceId: getDeviceId() }
}
