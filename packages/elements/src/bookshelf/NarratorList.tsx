import { useStore } from '@nanostores/react'
import type { Narrator } from '@shelfkit/client'
import {
  $user,
  bookshelfFilterPath,
  canUpdate,
  narratorsPage,
  removeNarrator,
  removeNarratorQuestion,
  renameNarrator,
} from '@shelfkit/stores'
import { useEffect, useId, useState } from 'react'
import { AppLink } from '../navigation'
import { Button, IconButton } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { ResourceView } from '../ui/ResourceView'
import { escapeHtml } from '../ui/sanitize'

/**
 * Every narrator of a library with their number of books; each opens the bookshelf filtered to them. Users with
 * update permission may rename a narrator or take them off every book (after a confirmation).
 */
export function NarratorList({ libraryId }: { libraryId: string }) {
  const state = useStore(narratorsPage.$state)
  const mayEdit = canUpdate(useStore($user))
  const [editing, setEditing] = useState<string | null>(null)
  const [removing, setRemoving] = useState<Narrator | null>(null)
  useEffect(() => {
    void narratorsPage.open(libraryId)
    return () => narratorsPage.close()
  }, [libraryId])
  return (
    <section className="sk-narrators" aria-labelledby="sk-narrators-title">
      <h1 className="sk-narrators__title" id="sk-narrators-title">
        Narrators
      </h1>
      <ResourceView state={state} loadingLabel="Loading narrators">
        {({ narrators }) =>
          narrators.length ? (
            <ul className="sk-narrators__list">
              {narrators.map((narrator) => (
                <li key={narrator.id} className={mayEdit ? 'sk-narrators__row' : undefined}>
                  {editing === narrator.id ? (
                    <RenameForm
                      narrator={narrator}
                      onDone={async (name) => {
                        if (name !== null) await renameNarrator(libraryId, narrator, name)
                        setEditing(null)
                      }}
                    />
                  ) : (
                    <AppLink
                      className="sk-narrators__link"
                      to={bookshelfFilterPath(libraryId, 'narrators', narrator.name)}
                    >
                      <span className="sk-narrators__name">{narrator.name}</span>{' '}
                      <span className="sk-narrators__count">
                        {narrator.numBooks} {narrator.numBooks === 1 ? 'Book' : 'Books'}
                      </span>
                    </AppLink>
                  )}
                  {mayEdit && editing !== narrator.id ? (
                    <span className="sk-narrators__actions">
                      <IconButton
                        icon="edit"
                        size={18}
                        label={`Rename ${narrator.name}`}
                        onClick={() => setEditing(narrator.id)}
                      />
                      <IconButton
                        icon="delete"
                        size={18}
                        label={`Remove ${narrator.name}`}
                        onClick={() => setRemoving(narrator)}
                      />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="sk-muted">No narrators in this library.</p>
          )
        }
      </ResourceView>
      <ConfirmPrompt
        prompt={removing ? { message: removeNarratorQuestion(escapeHtml(removing.name)) } : null}
        onAnswer={(confirmed) => {
          const narrator = removing
          setRemoving(null)
          if (confirmed && narrator) void removeNarrator(libraryId, narrator)
        }}
      />
    </section>
  )
}

/** The new name of a narrator: Enter or Save sends it, Escape or Cancel gives up (null). */
function RenameForm({
  narrator,
  onDone,
}: {
  narrator: Narrator
  onDone(name: string | null): Promise<void>
}) {
  const [name, setName] = useState(narrator.name)
  const [busy, setBusy] = useState(false)
  const inputId = useId()
  return (
    <form
      className="sk-narrators__rename"
      onSubmit={(event) => {
        event.preventDefault()
        setBusy(true)
        void onDone(name)
      }}
    >
      <label htmlFor={inputId} className="sk-visually-hidden">
        New name for {narrator.name}
      </label>
      <input
        id={inputId}
        className="sk-input"
        value={name}
        disabled={busy}
        // biome-ignore lint/a11y/noAutofocus: the field appears because its Rename button was just pressed
        autoFocus
        onChange={(event) => setName(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') void onDone(null)
        }}
      />
      <Button type="submit" variant="primary" loading={busy}>
        Save
      </Button>
      <Button disabled={busy} onClick={() => void onDone(null)}>
        Cancel
      </Button>
    </form>
  )
}
