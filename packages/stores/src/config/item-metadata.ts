import { adminApi, type CustomMetadataProviderRecord, errorMessage } from '@shelfkit/client'
import { count, params, storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { createResource, type Resource } from '../resource'
import { getClient } from '../session'
import { showToast } from '../toasts'

export const itemMetadataMessages = storeMessages('config.itemMetadata', {
  renamed: params('Renamed to “{name}” in {items}'),
  merged: params('Merged into “{name}” in {items}'),
  removed: params('Removed “{name}” from {items}'),
  items: count({ one: '{count} item', other: '{count} items' }),
  failed: 'Failed to update',
  providerRequired: 'Name and Url required',
  providerAdded: 'Custom metadata provider added',
  providerRemoved: 'Custom metadata provider removed',
  providerFailed: 'Failed to save the custom metadata provider',
})

export type MetadataValueKind = 'tags' | 'genres'

const valueResources = shared('config.itemMetadata.values', () => ({
  tags: createResource(async (client, signal) => (await client.area(adminApi).tags(signal)).tags),
  genres: createResource(async (client, signal) => (await client.area(adminApi).genres(signal)).genres),
}))

/** Every tag or genre on the server (config → item metadata utils, admins). */
export function metadataValues(kind: MetadataValueKind): Resource<string[]> {
  return valueResources[kind]
}

/**
 * What renaming `from` to `to` does to the list: 'merge' when `to` already exists, 'case' when only a value of
 * other casing does (they stay two values), null for a plain rename.
 */
export function renameOutcome(values: readonly string[], from: string, to: string): 'merge' | 'case' | null {
  if (values.includes(to) && to !== from) return 'merge'
  const lower = to.toLowerCase()
  if (values.some((value) => value !== from && value.toLowerCase() === lower)) return 'case'
  return null
}

/** Renames (or merges) a tag or genre on every item; an empty or unchanged name does nothing. */
export async function renameMetadataValue(
  kind: MetadataValueKind,
  from: string,
  newName: string,
): Promise<boolean> {
  const to = newName.trim()
  if (!to || to === from) return false
  const messages = itemMetadataMessages.get()
  try {
    const admin = getClient().area(adminApi)
    const answer = kind === 'tags' ? await admin.renameTag(from, to) : await admin.renameGenre(from, to)
    const merged = 'tagMerged' in answer ? answer.tagMerged : answer.genreMerged
    metadataValues(kind).update((values) => {
      const kept = values.filter((value) => value !== from)
      return kept.includes(to) ? kept : [...kept, to]
    })
    const items = messages.items(answer.numItemsUpdated)
    showToast({
      type: 'success',
      message: (merged ? messages.merged : messages.renamed)({ name: to, items }),
    })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.failed) })
    return false
  }
}

export async function removeMetadataValue(kind: MetadataValueKind, value: string): Promise<boolean> {
  const messages = itemMetadataMessages.get()
  try {
    const admin = getClient().area(adminApi)
    const { numItemsUpdated } =
      kind === 'tags' ? await admin.removeTag(value) : await admin.removeGenre(value)
    metadataValues(kind).update((values) => values.filter((entry) => entry !== value))
    showToast({
      type: 'success',
      message: messages.removed({ name: value, items: messages.items(numItemsUpdated) }),
    })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.failed) })
    return false
  }
}

/** The server's custom metadata providers with their URL and auth header (admins). */
export const configCustomProviders = shared('config.customProviders', () =>
  createResource<CustomMetadataProviderRecord[]>(
    async (client, signal) => (await client.area(adminApi).customProviders(signal)).providers,
  ),
)

export interface CustomProviderInput {
  name: string
  url: string
  authHeaderValue: string
  mediaType: 'book' | 'podcast'
}

/** Spec 02 §5: a provider needs a name and a URL. */
export function customProviderProblem(input: Pick<CustomProviderInput, 'name' | 'url'>): string | null {
  return input.name.trim() && input.url.trim() ? null : itemMetadataMessages.get().providerRequired
}

export async function addCustomProvider(input: CustomProviderInput): Promise<boolean> {
  const messages = itemMetadataMessages.get()
  const problem = customProviderProblem(input)
  if (problem) {
    showToast({ type: 'error', message: problem })
    return false
  }
  try {
    const { provider } = await getClient().area(adminApi).createCustomProvider({
      name: input.name.trim(),
      url: input.url.trim(),
      mediaType: input.mediaType,
      authHeaderValue: input.authHeaderValue.trim(),
    })
    configCustomProviders.update((providers) => [...providers, provider])
    showToast({ type: 'success', message: messages.providerAdded })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.providerFailed) })
    return false
  }
}

export async function removeCustomProvider(id: string): Promise<boolean> {
  const messages = itemMetadataMessages.get()
  try {
    await getClient().area(adminApi).removeCustomProvider(id)
    configCustomProviders.update((providers) => providers.filter((provider) => provider.id !== id))
    showToast({ type: 'success', message: messages.providerRemoved })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.providerFailed) })
    return false
  }
}
