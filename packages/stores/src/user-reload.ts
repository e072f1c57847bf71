import { $sessionStatus, getClient, setCurrentUser } from './session'

/**
 * Reads the signed-in user again: progress, bookmarks and permissions as the server has them now. For pages that
 * get no live events (a real server refuses API keys on the socket), so what they show does not go stale.
 * Resolves to false when nothing was read (signed out, or the request failed: logged).
 */
export async function reloadCurrentUser(): Promise<boolean> {
  if ($sessionStatus.get() !== 'signed-in') return false
  try {
    const user = await getClient().me.get()
    if ($sessionStatus.get() !== 'signed-in') return false
    setCurrentUser(user)
    return true
  } catch (error) {
    console.error('Failed to reload the signed-in user', error)
    return false
  }
}
