import type { ServerContext } from '../context'
import { userJson } from '../serialize/user'
import { defaultLibraryId } from '../state/access'
import { devicesFor } from '../state/email-settings'
import type { UserRecord } from '../state/types'

export const installSource = 'shelfkit-demo'

/** The body of /login, /auth/refresh and /api/authorize (Auth.getUserLoginResponsePayload). */
export function loginPayload(ctx: ServerContext, user: UserRecord, options: { isOldToken?: boolean } = {}) {
  const libraryIds = ctx.store.librariesInOrder().map((library) => library.id)
  return {
    user: userJson(user, {
      progress: ctx.store.progressForUser(user.id),
      isOldToken: options.isOldToken,
    }) as Record<string, unknown>,
    userDefaultLibraryId: defaultLibraryId(user, libraryIds),
    serverSettings: { ...ctx.store.serverSettings },
    ereaderDevices: devicesFor(ctx.store, user),
    Source: installSource,
  }
}
