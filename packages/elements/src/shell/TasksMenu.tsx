import { useStore } from '@nanostores/react'
import type { Task } from '@shelfkit/client'
import {
  $hasUnseenFinishedTasks,
  $taskMenuOpen,
  $tasksRunning,
  $user,
  $visibleTasks,
  cancelScan,
  isAdminOrUp,
  setTaskMenuOpen,
  taskLink,
} from '@shelfkit/stores'
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { AppLink } from '../navigation'
import { useDismiss } from '../ui/dismiss'
import { Icon } from '../ui/Icon'
import { Spinner } from '../ui/Spinner'

/**
 * Spec 01 §2 "Tasks menu": a spinner while any task runs, otherwise a bell; a green dot for finished tasks not seen
 * yet; each task links to its page; 'No tasks running' when the list is empty. Opening it marks the tasks seen.
 */
export function TasksMenu() {
  const tasks = useStore($visibleTasks)
  const running = useStore($tasksRunning)
  const unseen = useStore($hasUnseenFinishedTasks)
  const open = useStore($taskMenuOpen)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const panelId = useId()

  const close = useCallback((reason?: 'outside' | 'escape') => {
    setTaskMenuOpen(false)
    if (reason === 'escape') button.current?.focus()
  }, [])
  useDismiss(root, open, close)
  useEffect(() => () => setTaskMenuOpen(false), [])

  const label = running ? 'Tasks running' : 'Activities'
  return (
    <div ref={root} className="sk-tasks">
      <button
        ref={button}
        type="button"
        className="sk-icon-button sk-tasks__button"
        aria-label={unseen ? `${label} (new results)` : label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setTaskMenuOpen(!open)}
      >
        {running ? <Spinner size={20} label="Tasks running" /> : <Icon name="bell" size={22} />}
        {unseen ? <span className="sk-tasks__dot" aria-hidden="true" /> : null}
      </button>
      {open ? (
        <section id={panelId} className="sk-tasks__panel" aria-label="Tasks">
          {tasks.length ? (
            <ul className="sk-tasks__list">
              {tasks.map((task) => (
                <li key={task.id}>
                  <TaskRow task={task} onNavigate={() => setTaskMenuOpen(false)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="sk-tasks__empty">No tasks running</p>
          )}
        </section>
      ) : null}
    </div>
  )
}

function TaskRow({ task, onNavigate }: { task: Task; onNavigate(): void }) {
  const user = useStore($user)
  const [cancelling, setCancelling] = useState(false)
  const link = taskLink(task)
  const canCancel =
    isAdminOrUp(user) && !task.isFinished && task.action === 'library-scan' && !!task.data?.libraryId
  const body = (
    <>
      <span className="sk-task__status">
        {!task.isFinished ? (
          <Spinner size={16} label="Running" />
        ) : task.isFailed ? (
          <Icon name="error" size={18} label="Failed" className="sk-task__failed" />
        ) : (
          <Icon name="check" size={18} label="Done" className="sk-task__done" />
        )}
      </span>
      <span className="sk-task__text">
        <span className="sk-task__title">{task.title || 'No Title'}</span>
        {task.description ? <span className="sk-task__description">{task.description}</span> : null}
        {task.isFailed && task.error ? <span className="sk-task__error">{task.error}</span> : null}
        {cancelling && !task.isFinished ? <span className="sk-task__description">Canceling...</span> : null}
      </span>
    </>
  )
  return (
    <div className="sk-task">
      {link ? (
        <AppLink to={link} className="sk-task__main" onClick={onNavigate}>
          {body}
        </AppLink>
      ) : (
        <div className="sk-task__main">{body}</div>
      )}
      {canCancel && !cancelling ? (
        <button
          type="button"
          className="sk-button sk-task__cancel"
          onClick={() => {
            setCancelling(true)
            cancelScan(task.data.libraryId as string)
          }}
        >
          Cancel
        </button>
      ) : null}
    </div>
  )
}
