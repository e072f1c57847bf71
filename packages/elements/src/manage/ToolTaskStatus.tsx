import { useStore } from '@nanostores/react'
import {
  $queuedEmbedItemIds,
  $taskProgress,
  $tasks,
  type ItemTool,
  i18n,
  params,
  toolTask,
} from '@shelfkit/stores'

const messages = i18n('manage.taskStatus', {
  queued: 'Queued',
  running: 'Running',
  failed: params('Failed: {error}'),
  unknownError: 'unknown error',
  finished: 'Finished',
  finishedWith: params('Finished: {description}'),
})

/** The tool's task for this item as the server reports it: queued, running (with progress), done or failed. */
export function ToolTaskStatus({ libraryItemId, tool }: { libraryItemId: string; tool: ItemTool }) {
  const t = useStore(messages)
  const task = toolTask(useStore($tasks), libraryItemId, tool)
  const progress = useStore($taskProgress)[libraryItemId]
  const embedQueue = useStore($queuedEmbedItemIds)
  const queued = tool === 'embed' && embedQueue.includes(libraryItemId)
  let text: string | null = null
  if (queued) text = t.queued
  else if (task && !task.isFinished) text = `${task.title ?? t.running}${progress ? ` ${progress}` : ''}`
  else if (task?.isFailed) text = t.failed({ error: task.error ?? t.unknownError })
  else if (task) {
    const description = task.description ?? task.title
    text = description ? t.finishedWith({ description }) : t.finished
  }
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
