import type { Store } from './store'

/** A custom metadata provider row as the real server's model serialises it (GET/POST answers). */
export interface CustomProviderRecord {
  id: string
  name: string
  mediaType: string
  url: string
  authHeaderValue: string | null
  extraData: null
  createdAt: string
  updatedAt: string
}

const KEY = 'customMetadataProviders'

export const customProviders = (store: Store): CustomProviderRecord[] =>
  store.readSetting<CustomProviderRecord[]>(KEY) ?? []

export function saveCustomProviders(store: Store, providers: CustomProviderRecord[]): void {
  store.writeSetting(KEY, providers)
}

/** What other clients see (socket events, library filter data): no URL, no auth header. */
export const customProviderClientJson = ({ id, name, mediaType }: CustomProviderRecord) => ({
  id,
  name,
  mediaType,
  slug: `custom-${id}`,
})
