import type { EncodeM4bOptions, Task } from '@shelfkit/client'
import { toolsApi } from '@shelfkit/client'
import { atom } from 'nanostores'
import { shared } from '../registry'
import { serverErrorText } from '../server-error'
import { getClient } from '../session'
import { $tasks } from '../tasks'
import { showToast } from '../toasts'

export type ItemTool = 'embed' | 'm4b'

export const ITEM_TOOL_ACTIONS: Record<ItemTool, string> = { embed: 'embed-metadata', m4b: 'encode-m4b' }

export const ENCODE_DEFAULTS: EncodeM4bOptions = { codec: 'aac', bitrate: '128k', channels: 2 }
export const ENCODE_BITRATES = ['32k', '64k', '96k', '128k', '192k'] as const

/** The last start or cancel of a tool on this page failed: the server's words, or the status it answered. */
export const $itemToolError = shared('itemTools.error', () => atom<string | null>(null))
export const $itemToolStarting = shared('itemTools.starting', () => atom(false))

/** The newest task of this tool for this item (running, or finished and still remembered). */
export function toolTask(tasks: readonly Task[], libraryItemId: string, tool: ItemTool): Task | null {
  const action = ITEM_TOOL_ACTIONS[tool]
  const matching = tasks.filter(
    (task) => task.action === action && task.data?.libraryItemId === libraryItemId,
  )
  return matching.at(-1) ?? null
}

export const currentToolTask = (libraryItemId: string, tool: ItemTool) =>
  toolTask($tasks.get(), libraryItemId, tool)

async function run(action: () => Promise<unknown>, fallback: string, success?: string): Promise<boolean> {
  $itemToolError.set(null)
  $itemToolStarting.set(true)
  try {
    await action()
    if (success) showToast({ type: 'success', message: success })
    return true
  } catch (error) {
    console.error(fallback, error)
    const text = serverErrorText(error, fallback)
    $itemToolError.set(text)
    showToast({ type: 'error', message: text })
    return false
  } finally {
    $itemToolStarting.set(false)
  }
}

export function clearItemToolError(): void {
  $itemToolError.set(null)
}

export function startEmbedMetadata(libraryItemId: string, backup: boolean): Promise<boolean> {
  return run(
    () => getClient().area(toolsApi).embedMetadata(libraryItemId, backup),
    'Failed to embed metadata',
    'Metadata embed started',
  )
}

export function startEncodeM4b(libraryItemId: string, options: EncodeM4bOptions): Promise<boolean> {
  return run(
    () => getClient().area(toolsApi).encodeM4b(libraryItemId, options),
    'Failed to start M4B encode',
    'M4B encode started',
  )
}

export function cancelEncodeM4b(libraryItemId: string): Promise<boolean> {
  return run(
    () => getClient().area(toolsApi).cancelEncodeM4b(libraryItemId),
    'Failed to cancel encode',
    'Encode canceled',
  )
}
