import { useStore } from '@nanostores/react'
import {
  $visibleTasks,
  i18n,
  latestLibraryTask,
  type MetadataFileExt,
  matchAllBooks,
  params,
  removeLibraryMetadataFiles,
  scanLibrary,
} from '@shelfkit/stores'
import { useState } from 'react'
import { TaskCard } from '../../shell/TaskCard'
import { Button } from '../../ui/Button'
import { ConfirmPrompt } from '../../ui/ConfirmPrompt'
import type { LibraryEditTabProps } from './tab-props'

const messages = i18n('config.libraryEdit.tools', {
  removeHeading: 'Remove metadata files in library item folders',
  removeHelpBook: 'Remove all metadata.json and metadata.abs files in your book folders.',
  removeHelpPodcast: 'Remove all metadata.json and metadata.abs files in your podcast folders.',
  removeJson: 'Remove all metadata.json files',
  removeAbs: 'Remove all metadata.abs files',
  confirmRemove: params(
    'Are you sure you want to remove all metadata.{ext} files in your library item folders?',
  ),
  matchHeading: 'Match Books',
  matchHelp: "Quick match every book of the library with the library's metadata provider.",
  match: 'Match Books',
  rescanHeading: 'Force Re-Scan',
  rescanHelp: 'Scan every item of the library again, also those whose files did not change.',
  rescan: 'Force Re-Scan',
  confirmRescan: 'Are you sure you want to force re-scan?',
  task: 'Latest task',
})

type Question = { kind: 'remove'; ext: MetadataFileExt } | { kind: 'rescan' }

/**
 * Tools (existing libraries, admins): remove every metadata.json or metadata.abs file (after a question; the
 * server's count in a toast), match every book and force a re-scan; the library's latest scan or match task shows
 * its card here, with its progress, summary and Cancel.
 */
export function ToolsTab({ library, run }: LibraryEditTabProps) {
  const t = useStore(messages)
  const tasks = useStore($visibleTasks)
  const [question, setQuestion] = useState<Question | null>(null)
  if (!library) return null
  const task = latestLibraryTask(tasks, library.id)
  const answer = (confirmed: boolean) => {
    const asked = question
    setQuestion(null)
    if (!confirmed || !asked) return
    if (asked.kind === 'remove') void run(() => removeLibraryMetadataFiles(library.id, asked.ext))
    else void run(() => scanLibrary(library.id, true))
  }
  return (
    <div className="sk-library-edit__tools">
      <section className="sk-tool-panel">
        <div>
          <h3>{t.removeHeading}</h3>
          <p className="sk-config-hint">
            {library.mediaType === 'podcast' ? t.removeHelpPodcast : t.removeHelpBook}
          </p>
        </div>
        <div className="sk-tool-panel__actions">
          <Button onClick={() => setQuestion({ kind: 'remove', ext: 'json' })}>{t.removeJson}</Button>
          <Button onClick={() => setQuestion({ kind: 'remove', ext: 'abs' })}>{t.removeAbs}</Button>
        </div>
      </section>
      {library.mediaType === 'book' ? (
        <section className="sk-tool-panel">
          <div>
            <h3>{t.matchHeading}</h3>
            <p className="sk-config-hint">{t.matchHelp}</p>
          </div>
          <div className="sk-tool-panel__actions">
            <Button onClick={() => void run(() => matchAllBooks(library.id))}>{t.match}</Button>
          </div>
        </section>
      ) : null}
      <section className="sk-tool-panel">
        <div>
          <h3>{t.rescanHeading}</h3>
          <p className="sk-config-hint">{t.rescanHelp}</p>
        </div>
        <div className="sk-tool-panel__actions">
          <Button onClick={() => setQuestion({ kind: 'rescan' })}>{t.rescan}</Button>
        </div>
      </section>
      {task ? (
        <section className="sk-library-edit__task" aria-label={t.task}>
          <TaskCard task={task} />
        </section>
      ) : null}
      <ConfirmPrompt
        prompt={
          question
            ? {
                message:
                  question.kind === 'remove' ? t.confirmRemove({ ext: question.ext }) : t.confirmRescan,
                persistent: true,
              }
            : null
        }
        onAnswer={(confirmed) => answer(confirmed)}
      />
    </div>
  )
}
