import { UserStatsPage } from '@shelfkit/elements'

export default function UserStatsRoute() {
  return <UserStatsPage />
}
