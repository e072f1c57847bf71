import type { Request } from 'express'
import type { DeviceInfo } from '../state/types'
import { newId } from '../util/ids'
import { parseUserAgent } from './user-agent'

export interface ClientDeviceInfo {
  deviceId?: unknown
  clientName?: unknown
  clientVersion?: unknown
  manufacturer?: unknown
  model?: unknown
  sdkVersion?: unknown
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null)

/** DeviceInfo.setData: what the session records about the playing device (null fields left out). */
export function deviceInfoFor(
  req: Request,
  client: ClientDeviceInfo | undefined,
  serverVersion: string,
  userId: string | null,
): DeviceInfo {
  const ua = parseUserAgent(req.get('user-agent'))
  const id = newId()
  const manufacturer = text(client?.manufacturer)
  const model = text(client?.model)
  const sdkVersion = client?.sdkVersion ? String(client.sdkVersion) : null
  let clientName = text(client?.clientName)
  let deviceName: string | null = null
  if (sdkVersion) {
    clientName ??= 'Abs Android'
    deviceName = `${manufacturer ?? 'Unknown'} ${model ?? ''}`
  } else if (model) {
    clientName ??= 'Abs iOS'
    deviceName = `${manufacturer ?? 'Unknown'} ${model ?? ''}`
  } else if (ua.osName && ua.browserName) {
    clientName ??= 'Abs Web'
    deviceName = `${ua.osName} ${ua.osVersion ?? 'N/A'} ${ua.browserName}`
  } else {
    clientName ??= 'Unknown'
  }
  const info: Record<string, unknown> = {
    id,
    userId,
    deviceId: text(client?.deviceId) ?? id,
    ipAddress: req.ip ?? null,
    browserName: ua.browserName,
    browserVersion: ua.browserVersion,
    osName: ua.osName,
    osVersion: ua.osVersion,
    clientVersion: text(client?.clientVersion) ?? serverVersion,
    manufacturer,
    model,
    sdkVersion,
    clientName,
    deviceName,
  }
  for (const key of Object.keys(info)) if (info[key] === null || info[key] === undefined) delete info[key]
  return info as unknown as DeviceInfo
}

/** How progress events name the device ("Linux x86_64 / Chrome"). */
export function deviceDescription(device: DeviceInfo): string {
  if (device.model) {
    return device.sdkVersion
      ? `${device.model} SDK ${device.sdkVersion} / v${device.clientVersion}`
      : `${device.model} / v${device.clientVersion}`
  }
  return `${device.osName} ${device.osVersion} / ${device.browserName}`
}
