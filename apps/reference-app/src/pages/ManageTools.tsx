import { useStore } from '@nanostores/react'
import { ManageToolsPage } from '@shelfkit/elements'
import { $user, isAdminOrUp } from '@shelfkit/stores'
import { useEffect } from 'react'
import { $router } from '../router'

/** The item tools (?tool=m4b or embed, embed by default) are for admins: anyone else is sent home. */
export default function ManageToolsRoute() {
  const page = useStore($router)
  const allowed = isAdminOrUp(useStore($user))
  useEffect(() => {
    if (!allowed) $router.open('/', true)
  }, [allowed])
  if (!allowed || page?.route !== 'manage') return null
  const tool = page.search.tool === 'm4b' ? 'm4b' : 'embed'
  return <ManageToolsPage itemId={page.params.id} tool={tool} />
}
