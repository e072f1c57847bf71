import type { OnlineUser } from '@shelfkit/client'
import { atom } from 'nanostores'
import { shared } from '../registry'

/** Users with an open connection, as admins see them (socket `init`, `user_online`, `user_offline`). */
export const $usersOnline = shared('usersOnline', () => atom<readonly OnlineUser[]>([]))

export function setUsersOnline(users: readonly OnlineUser[]): void {
  $usersOnline.set([...users])
}

/** `user_online` and `user_stream_update` carry the user's latest state. */
export function updateUserOnline(user: OnlineUser): void {
  const current = $usersOnline.get()
  const index = current.findIndex((entry) => entry.id === user.id)
  $usersOnline.set(index < 0 ? [...current, user] : current.map((entry, i) => (i === index ? user : entry)))
}

export function removeUserOnline(userId: string): void {
  $usersOnline.set($usersOnline.get().filter((entry) => entry.id !== userId))
}
