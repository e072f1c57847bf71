import { useStore } from '@nanostores/react'
import { $queuedEmbedItemIds, $taskProgress, $tasks, type ItemTool, toolTask } from '@shelfkit/stores'

/** The tool's task for this item as the server reports it: queued, running (with progress), done or failed. */
export function ToolTaskStatus({ libraryItemId, tool }: { libraryItemId: string; tool: ItemTool }) {
  const task = toolTask(useStore($tasks), libraryItemId, tool)
  const progress = useStore($taskProgress)[libraryItemId]
  const embedQueue = useStore($queuedEmbedItemIds)
  const queued = tool === 'embed' && embedQueue.includes(libraryItemId)
  let text: string | null = null
  if (queued) text = 'Queued'
  else if (task && !task.isFinished) text = `${task.title ?? 'Running'}${progress ? ` ${progress}` : ''}`
  else if (task?.isFailed) text = `Failed: ${task.error ?? 'unknown error'}`
  else if (task) text = `Finished: ${task.description ?? task.title ?? ''}`.replace(/: $/, '')
  if (!text) return null
  return (
    <p
      className="sk-tool-panel__status"
      role="status"
      data-state={task?.isFinished ? (task.isFailed ? 'failed' : 'done') : 'running'}
    >
      {text}
    </p>
  )
}

export const isToolRunning = (
  tasks: ReturnType<typeof $tasks.get>,
  libraryItemId: string,
  tool: ItemTool,
) => {
  const task = toolTask(tasks, libraryItemId, tool)
  return !!task && !task.isFinished
}
