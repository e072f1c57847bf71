import { useStore } from '@nanostores/react'
import {
  $hasUnseenFinishedTasks,
  $taskMenuOpen,
  $tasksRunning,
  $visibleTasks,
  i18n,
  params,
  setTaskMenuOpen,
  taskLink,
} from '@shelfkit/stores'
import { useCallback, useEffect, useId, useRef } from 'react'
import { useDismiss } from '../ui/dismiss'
import { Icon } from '../ui/Icon'
import { Spinner } from '../ui/Spinner'
import { TaskCard } from './TaskCard'

const messages = i18n('shell.tasksMenu', {
  running: 'Tasks running',
  activities: 'Activities',
  newResults: params('{label} (new results)'),
  tasks: 'Tasks',
  none: 'No tasks running',
})

/**
 * Spec 01 §2 "Tasks menu": a spinner while any task runs, otherwise a bell; a green dot for finished tasks not seen
 * yet; each task links to its page; 'No tasks running' when the list is empty. Opening it marks the tasks seen.
 */
export function TasksMenu() {
  const t = useStore(messages)
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

  const label = running ? t.running : t.activities
  return (
    <div ref={root} className="sk-tasks">
      <button
        ref={button}
        type="button"
        className="sk-icon-button sk-tasks__button"
        aria-label={unseen ? t.newResults({ label }) : label}
        title={label}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setTaskMenuOpen(!open)}
      >
        {running ? <Spinner size={20} label={t.running} /> : <Icon name="bell" size={22} />}
        {unseen ? <span className="sk-tasks__dot" aria-hidden="true" /> : null}
      </button>
      {open ? (
        <section id={panelId} className="sk-tasks__panel" aria-label={t.tasks}>
          {tasks.length ? (
            <ul className="sk-tasks__list">
              {tasks.map((task) => (
                <li key={task.id}>
                  <TaskCard task={task} link={taskLink(task)} onNavigate={() => setTaskMenuOpen(false)} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="sk-tasks__empty">{t.none}</p>
          )}
        </section>
      ) : null}
    </div>
  )
}
