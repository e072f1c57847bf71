import { type ApiKey, errorMessage } from '@shelfkit/client'
import { storeMessages } from '../i18n/i18n'
import { shared } from '../registry'
import { createResource } from '../resource'
import { getClient } from '../session'
import { showToast } from '../toasts'

export interface ApiKeyInput {
  name: string
  userId: string
  /** Seconds until it expires; absent = never. */
  expiresIn?: number
  isActive: boolean
}

export const apiKeyMessages = storeMessages('config.apiKeys', {
  userRequired: 'Must select a user',
  loadFailed: 'Failed to load API keys',
  created: 'API key created',
  createFailed: 'Failed to create API key',
  removed: 'API key deleted',
  removeFailed: 'Failed to delete API key',
})

/** The server's API keys (config area, admins). */
export const configApiKeys = shared('config.apiKeys', () =>
  createResource(
    async (client) => (await client.server.apiKeys()).apiKeys,
    () => apiKeyMessages.get().loadFailed,
  ),
)

/**
 * Creates a key and answers its secret, which the server shows this once; null after an error toast. A key with
 * no user to act as is refused before anything is sent (spec 02 §5).
 */
export async function createApiKey(input: ApiKeyInput): Promise<string | null> {
  const messages = apiKeyMessages.get()
  if (!input.userId) {
    showToast({ type: 'error', message: messages.userRequired })
    return null
  }
  try {
    const { apiKey } = await getClient().server.createApiKey(input)
    const { apiKey: secret, ...key } = apiKey
    configApiKeys.update((keys: ApiKey[]) => [...keys, key])
    showToast({ type: 'success', message: messages.created })
    return secret
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.createFailed) })
    return null
  }
}

export async function deleteApiKey(id: string): Promise<boolean> {
  const messages = apiKeyMessages.get()
  try {
    await getClient().server.removeApiKey(id)
    configApiKeys.update((keys) => keys.filter((key) => key.id !== id))
    showToast({ type: 'success', message: messages.removed })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, messages.removeFailed) })
    return false
  }
}
