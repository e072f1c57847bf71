import { useStore } from '@nanostores/react'
import type { CustomMetadataProviderRecord } from '@shelfkit/client'
import {
  addCustomProvider,
  configCustomProviders,
  customProviderProblem,
  i18n,
  type MetadataValueKind,
  metadataValues,
  params,
  removeCustomProvider,
  removeMetadataValue,
  renameMetadataValue,
  renameOutcome,
} from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { AppLink } from '../navigation'
import { Button, IconButton } from '../ui/Button'
import { ConfirmPrompt } from '../ui/ConfirmPrompt'
import { Field } from '../ui/Field'
import { Modal } from '../ui/Modal'
import { ResourceView } from '../ui/ResourceView'
import { escapeHtml } from '../ui/sanitize'
import { TextField, TextInput } from '../ui/TextInput'
import { ConfigTable, useConfigResource } from './ConfigTable'
import { useDeleteAction } from './useDeleteAction'

const messages = i18n('config.itemMetadataUtils', {
  tools: 'Item metadata tools',
  tags: 'Tags',
  genres: 'Genres',
  providers: 'Custom Metadata Providers',
  tagsHint: 'Rename, merge or remove tags on every item of the server.',
  genresHint: 'Rename, merge or remove genres on every item of the server.',
  providersHint: 'Your own metadata services, offered beside the built-in providers when matching.',
  tag: 'Tag',
  genre: 'Genre',
  noTags: 'No tags',
  noGenres: 'No genres',
  rename: params('Rename {name}'),
  newName: params('New name for {name}'),
  save: 'Save',
  cancel: 'Cancel',
  confirmRename: params('Rename “{from}” to “{to}” on every item?'),
  mergeNote: params('“{to}” already exists: the two will be merged.'),
  caseNote: params('A value differing only in case from “{to}” exists; they stay separate.'),
  confirmRemove: params('Remove “{name}” from every item?'),
  renameYes: 'Rename',
  add: 'Add',
  addProvider: 'Add custom metadata provider',
  name: 'Name',
  url: 'URL',
  urlHint: 'Matches are asked of this address followed by /search.',
  authHeader: 'Authorization header value',
  mediaType: 'Media type',
  book: 'Book',
  podcast: 'Podcast',
  noProviders: 'No custom metadata providers',
  confirmRemoveProvider: params('Remove the custom metadata provider “{name}”?'),
})

type Tool = MetadataValueKind | 'custom-metadata-providers'
const TOOLS: readonly Tool[] = ['tags', 'genres', 'custom-metadata-providers']
const BASE = '/config/item-metadata-utils'

/** Item metadata utils (`/config/item-metadata-utils[/tool]`): tags, genres and custom metadata providers. */
export default function ItemMetadataUtils({ subsection }: { subsection?: string }) {
  const t = useStore(messages)
  const tool = TOOLS.find((entry) => entry === subsection)
  const title = (entry: Tool) => (entry === 'custom-metadata-providers' ? t.providers : t[entry])
  return (
    <div className="sk-config-section">
      <nav aria-label={t.tools}>
        <ul className="sk-config-tools">
          {TOOLS.map((entry) => (
            <li key={entry}>
              <AppLink to={`${BASE}/${entry}`} aria-current={entry === tool ? 'page' : undefined}>
                {title(entry)}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {tool ? <h2 className="sk-config-section__title">{title(tool)}</h2> : null}
      {tool === 'custom-metadata-providers' ? (
        <CustomProviders />
      ) : tool ? (
        <ValuesTool key={tool} kind={tool} />
      ) : null}
    </div>
  )
}

/** Tags or genres: each with rename (merging into an existing one) and remove, both asked first. */
function ValuesTool({ kind }: { kind: MetadataValueKind }) {
  const t = useStore(messages)
  const state = useConfigResource(metadataValues(kind))
  const [editing, setEditing] = useState<string | null>(null)
  const [draft, setDraft] = useState('')
  const [renaming, setRenaming] = useState<{ from: string; to: string } | null>(null)
  const values = state.data ?? []
  const deletion = useDeleteAction({
    name: (value: string) => value,
    question: (name) => t.confirmRemove({ name }),
    remove: (value) => removeMetadataValue(kind, value),
  })
  const startEdit = (value: string) => {
    setEditing(value)
    setDraft(value)
  }
  const submit = (event: FormEvent, from: string) => {
    event.preventDefault()
    const to = draft.trim()
    if (!to || to === from) return setEditing(null)
    setRenaming({ from, to })
  }
  const question = (from: string, to: string) => {
    const outcome = renameOutcome(values, from, to)
    const note = outcome === 'merge' ? t.mergeNote({ to }) : outcome === 'case' ? t.caseNote({ to }) : ''
    const ask = escapeHtml(t.confirmRename({ from, to }))
    return note ? `${ask}<br><br>${escapeHtml(note)}` : ask
  }
  return (
    <>
      <p className="sk-config-hint">{kind === 'tags' ? t.tagsHint : t.genresHint}</p>
      <ResourceView state={state}>
        {(rows) => (
          <ConfigTable
            columns={[kind === 'tags' ? t.tag : t.genre]}
            rows={rows}
            rowKey={(value) => value}
            cells={(value) => [
              editing === value ? (
                <form key="edit" className="sk-config-inline-form" onSubmit={(event) => submit(event, value)}>
                  <TextInput
                    aria-label={t.newName({ name: value })}
                    value={draft}
                    onValueChange={setDraft}
                    autoFocus
                    onKeyDown={(event) => {
                      if (event.key === 'Escape') setEditing(null)
                    }}
                  />
                  <Button type="submit" variant="primary">
                    {t.save}
                  </Button>
                  <Button onClick={() => setEditing(null)}>{t.cancel}</Button>
                </form>
              ) : (
                value
              ),
            ]}
            actions={(value) => (
              <>
                <IconButton icon="edit" label={t.rename({ name: value })} onClick={() => startEdit(value)} />
                {deletion.button(value)}
              </>
            )}
            empty={kind === 'tags' ? t.noTags : t.noGenres}
          />
        )}
      </ResourceView>
      {deletion.prompt}
      <ConfirmPrompt
        prompt={renaming ? { message: question(renaming.from, renaming.to), yesText: t.renameYes } : null}
        onAnswer={(confirmed) => {
          if (confirmed && renaming) {
            void renameMetadataValue(kind, renaming.from, renaming.to).then((done) => {
              if (done) setEditing(null)
            })
          }
          setRenaming(null)
        }}
      />
    </>
  )
}

function CustomProviders() {
  const t = useStore(messages)
  const state = useConfigResource(configCustomProviders)
  const [adding, setAdding] = useState(false)
  const deletion = useDeleteAction({
    name: (provider: CustomMetadataProviderRecord) => provider.name,
    question: (name) => t.confirmRemoveProvider({ name }),
    remove: (provider) => removeCustomProvider(provider.id),
  })
  return (
    <>
      <p className="sk-config-hint">{t.providersHint}</p>
      <div className="sk-config-form__actions">
        <Button variant="primary" icon="plus" onClick={() => setAdding(true)}>
          {t.add}
        </Button>
      </div>
      <ResourceView state={state}>
        {(providers) => (
          <ConfigTable
            columns={[t.name, t.url, t.authHeader]}
            rows={providers}
            rowKey={(provider) => provider.id}
            cells={(provider) => [
              provider.name,
              provider.url,
              // The header value is a secret: only whether one is set.
              provider.authHeaderValue ? '••••••••' : '',
            ]}
            actions={(provider) => deletion.button(provider)}
            empty={t.noProviders}
          />
        )}
      </ResourceView>
      {deletion.prompt}
      <Modal open={adding} title={t.addProvider} onClose={() => setAdding(false)}>
        {adding ? <ProviderForm onDone={() => setAdding(false)} /> : null}
      </Modal>
    </>
  )
}

function ProviderForm({ onDone }: { onDone(): void }) {
  const t = useStore(messages)
  const [name, setName] = useState('')
  const [url, setUrl] = useState('')
  const [authHeaderValue, setAuthHeaderValue] = useState('')
  const [mediaType, setMediaType] = useState<'book' | 'podcast'>('book')
  const [tried, setTried] = useState(false)
  const [busy, setBusy] = useState(false)
  const problem = tried ? customProviderProblem({ name, url }) : null
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    setBusy(true)
    const added = await addCustomProvider({ name, url, authHeaderValue, mediaType })
    setBusy(false)
    if (added) onDone()
  }
  return (
    <form className="sk-config-form" aria-label={t.addProvider} onSubmit={submit} noValidate>
      <TextField
        label={t.name}
        error={problem && !name.trim() ? problem : undefined}
        spellCheck
        value={name}
        onValueChange={setName}
      />
      <TextField
        label={t.url}
        hint={t.urlHint}
        error={problem && name.trim() ? problem : undefined}
        type="url"
        value={url}
        onValueChange={setUrl}
      />
      <TextField
        label={t.authHeader}
        type="password"
        value={authHeaderValue}
        onValueChange={setAuthHeaderValue}
      />
      <Field label={t.mediaType} className="sk-field--narrow">
        {(control) => (
          <select
            {...control}
            className="sk-select"
            value={mediaType}
            onChange={(event) => setMediaType(event.target.value as 'book' | 'podcast')}
          >
            <option value="book">{t.book}</option>
            <option value="podcast">{t.podcast}</option>
          </select>
        )}
      </Field>
      <div className="sk-config-form__actions">
        <Button type="submit" variant="primary" loading={busy}>
          {t.add}
        </Button>
      </div>
    </form>
  )
}
