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

/** The server's API keys (config area, admins). */
export const configApiKeys = shared('config.apiKeys', () =>
  createResource(async (client) => (await client.server.apiKeys()).apiKeys, 'Failed to load API keys'),
)

export const apiKeyMessages = storeMessages('config.apiKeys', {
  userRequired: 'Must select a user',
})

/**
 * Creates a key and answers its secret, which the server shows this once; null after an error toast. A key with
 * no user to act as is refused before anything is sent (spec 02 §5).
 */
export async function createApiKey(input: ApiKeyInput): Promise<string | null> {
  if (!input.userId) {
    showToast({ type: 'error', message: apiKeyMessages.get().userRequired })
    return null
  }
  try {
    const { apiKey } = await getClient().server.createApiKey(input)
    const { apiKey: secret, ...key } = apiKey
    configApiKeys.update((keys: ApiKey[]) => [...keys, key])
    showToast({ type: 'success', message: 'API key created' })
    return secret
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, 'Failed to create API key') })
    return null
  }
}

export async function deleteApiKey(id: string): Promise<boolean> {
  try {
    await getClient().server.removeApiKey(id)
    configApiKeys.update((keys) => keys.filter((key) => key.id !== id))
    showToast({ type: 'success', message: 'API key deleted' })
    return true
  } catch (error) {
    showToast({ type: 'error', message: errorMessage(error, 'Failed to delete API key') })
    return false
  }
}
