import { useStore } from '@nanostores/react'
import { ConfigPage } from '@shelfkit/elements'
import { $user, isAdminOrUp } from '@shelfkit/stores'
import { useEffect } from 'react'
import { $router } from '../router'

/** The configuration area is for admins, as in the official client: anyone else is sent home. */
export default function ConfigRoute() {
  const page = useStore($router)
  const allowed = isAdminOrUp(useStore($user))
  useEffect(() => {
    if (!allowed) $router.open('/', true)
  }, [allowed])
  if (!allowed || !page) return null
  if (page.route === 'configApiKeys') return <ConfigPage section="api-keys" />
  if (page.route === 'configUser') return <ConfigPage section="users" userId={page.params.id} />
  if (page.route === 'configUserSessions') {
    return <ConfigPage section="users" userId={page.params.id} userSessions />
  }
  return <ConfigPage section={page.route === 'configSection' ? page.params.section : undefined} />
}
