import { useStore } from '@nanostores/react'
import type { Narrator } from '@shelfkit/client'
import {
  $user,
  bookshelfFilterPath,
  canUpdate,
  count,
  formatNumber,
  i18n,
  narratorsPage,
  params,
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

const messages = i18n('bookshelf.narrators', {
  title: 'Narrators',
  loading: 'Loading narrators',
  books: params(count({ one: '{number} Book', other: '{number} Books' })),
  rename: params('Rename {name}'),
  remove: params('Remove {name}'),
  none: 'No narrators in this library.',
  newName: params('New name for {name}'),
  save: 'Save',
  cancel: 'Cancel',
})

/**
 * Every narrator of a library with their number of books; each opens the bookshelf filtered to them. Users with
 * update permission may rename a narrator or take them off every book (after a confirmation).
 */
export function NarratorList({ libraryId }: { libraryId: string }) {
  const t = useStore(messages)
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
        {t.title}
      </h1>
      <ResourceView state={state} loadingLabel={t.loading}>
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
                        {t.books({ number: formatNumber(narrator.numBooks) })(narrator.numBooks)}
                      </span>
                    </AppLink>
                  )}
                  {mayEdit && editing !== narrator.id ? (
                    <span className="sk-narrators__actions">
                      <IconButton
                        icon="edit"
                        size={18}
                        label={t.rename({ name: narrator.name })}
                        onClick={() => setEditing(narrator.id)}
                      />
                      <IconButton
                        icon="delete"
                        size={18}
                        label={t.remove({ name: narrator.name })}
                        onClick={() => setRemoving(narrator)}
                      />
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="sk-muted">{t.none}</p>
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
  const t = useStore(messages)
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
        {t.newName({ name: narrator.name })}
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
        {t.save}
      </Button>
      <Button disabled={busy} onClick={() => void onDone(null)}>
        {t.cancel}
      </Button>
    </form>
  )
}
