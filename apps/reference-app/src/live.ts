import {
  $serverSettings,
  announceUpdate,
  checkForUpdate,
  loadTasks,
  onCurrentLibraryReplaced,
  onServerEvent,
  pathAfterLibraryReplaced,
  reloadWhenServerIsBack,
  startLiveUpdates,
} from '@shelfkit/stores'
import { $router } from './router'

/**
 * What the signed-in app starts once (loaded on demand so the sign-in page never downloads the socket code): the
 * socket with every store reaction, the task list, the update check, and the route move of spec 01 §4 when the
 * current library is removed. (Pages leave a removed item, collection or playlist themselves, as they do in elements.)
 */
export function startShellLiveUpdates(): () => void {
  const stopLive = startLiveUpdates()
  void loadTasks()
  const version = $serverSettings.get()?.version
  if (version) void checkForUpdate(version).then(announceUpdate)

  const stops = [
    onCurrentLibraryReplaced(({ removedId, nextId }) => {
      if (!nextId) return
      const path = pathAfterLibraryReplaced(window.location.pathname, removedId, nextId)
      if (path) $router.open(path)
    }),
    // A restored backup changes everything under the app's feet: start over once the server answers again.
    onServerEvent('backup_applied', () => void reloadWhenServerIsBack()),
  ]
  return () => {
    for (const stop of stops) stop()
    stopLive()
  }
}
