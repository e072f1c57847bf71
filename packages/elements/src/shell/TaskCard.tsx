import { useStore } from '@nanostores/react'
import type { Task } from '@shelfkit/client'
import { $user, canCancelTask, cancelScan, i18n, isAdminOrUp, taskScanSummary } from '@shelfkit/stores'
import { useState } from 'react'
import { AppLink } from '../navigation'
import { Icon } from '../ui/Icon'
import { Spinner } from '../ui/Spinner'

const messages = i18n('tasks.taskCard', {
  noTitle: 'No Title',
  running: 'Running',
  done: 'Done',
  failed: 'Failed',
  cancel: 'Cancel',
  canceling: 'Canceling...',
})

export interface TaskCardProps {
  task: Task
  /** Where the card leads (the task's page), if anywhere. */
  link?: string | null
  onNavigate?(): void
}

/**
 * Spec 02 §4 "Task card": a running task with a spinner; finished, a green done mark or, failed, a red error mark
 * and its message in red. A finished scan lists what it added, updated and found missing (or that nothing changed)
 * and how long it took. Admins may cancel a running library scan or match-all: the button then gives way to
 * 'Canceling...' until the task ends.
 */
export function TaskCard({ task, link, onNavigate }: TaskCardProps) {
  const t = useStore(messages)
  const user = useStore($user)
  const [canceling, setCanceling] = useState(false)
  const summary = taskScanSummary(task)
  const cancellable = isAdminOrUp(user) && canCancelTask(task)
  const body = (
    <>
      <span className="sk-task__status">
        {!task.isFinished ? (
          <Spinner size={16} label={t.running} />
        ) : task.isFailed ? (
          <Icon name="error" size={18} label={t.failed} className="sk-task__failed" />
        ) : (
          <Icon name="check" size={18} label={t.done} className="sk-task__done" />
        )}
      </span>
      <span className="sk-task__text">
        <span className="sk-task__title">{task.title || t.noTitle}</span>
        {task.description ? <span className="sk-task__description">{task.description}</span> : null}
        {summary ? <span className="sk-task__description sk-task__summary">{summary}</span> : null}
        {task.isFailed && task.error ? (
          <span className="sk-task__error">{task.error}</span>
        ) : !task.isFinished && canceling ? (
          <span className="sk-task__description">{t.canceling}</span>
        ) : null}
      </span>
    </>
  )
  return (
    <div className={`sk-task${task.isFailed ? ' sk-task--failed' : ''}`}>
      {link ? (
        <AppLink to={link} className="sk-task__main" onClick={onNavigate}>
          {body}
        </AppLink>
      ) : (
        <div className="sk-task__main">{body}</div>
      )}
      {cancellable && !canceling ? (
        <button
          type="button"
          className="sk-button sk-task__cancel"
          onClick={() => {
            setCanceling(true)
            cancelScan(task.data.libraryId as string)
          }}
        >
          {t.cancel}
        </button>
      ) : null}
    </div>
  )
}
