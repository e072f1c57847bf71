import { AccountPage } from '@shelfkit/elements'

export default function AccountRoute() {
  return <AccountPage />
}
