import type { AdminArea } from '@shelfkit/client'
import { shared } from '../registry'
import { createResource, type Resource } from '../resource'

type AreaData = Record<string, unknown>
const resources = shared('config.areas', () => new Map<AdminArea, Resource<AreaData>>())

/**
 * A config area shown as the server answers it (e-mail, authentication, tools): one
 * resource per area, so switching areas never shows another area's data; a server without the endpoint gives its
 * error text.
 */
export function configArea(area: AdminArea): Resource<AreaData> {
  let resource = resources.get(area)
  if (!resource) {
    resource = createResource(
      (client, signal) => client.server.adminArea(area, signal),
      'Failed to load settings',
    )
    resources.set(area, resource)
  }
  return resource
}
