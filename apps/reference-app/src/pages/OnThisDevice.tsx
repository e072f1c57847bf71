import { OnThisDevicePage } from '@shelfkit/elements'

export default function OnThisDeviceRoute() {
  return <OnThisDevicePage />
}
