import { useStore } from '@nanostores/react'
import { BatchEditPage } from '@shelfkit/elements'
import { $user, canUpdate } from '@shelfkit/stores'
import { useCallback, useEffect } from 'react'
import { $router } from '../router'

/** Batch edit needs update permission; with nothing selected (or once saved) it goes back. */
export default function BatchEditRoute() {
  const allowed = canUpdate(useStore($user))
  const leave = useCallback(() => {
    if (window.history.length > 1) window.history.back()
    else $router.open('/', true)
  }, [])
  useEffect(() => {
    if (!allowed) $router.open('/', true)
  }, [allowed])
  return allowed ? <BatchEditPage onLeave={leave} /> : null
}
