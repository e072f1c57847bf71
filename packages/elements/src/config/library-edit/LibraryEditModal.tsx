import { useStore } from '@nanostores/react'
import type { Library } from '@shelfkit/client'
import {
  i18n,
  type LibraryDraft,
  type LibraryEditTab,
  libraryDraftOf,
  libraryDraftProblems,
  libraryEditTabs,
  saveLibraryDraft,
} from '@shelfkit/stores'
import { type FormEvent, useRef, useState } from 'react'
import { TabbedModal } from '../../ui/TabbedModal'
import { useProcessing } from '../../ui/useProcessing'
import { LIBRARY_EDIT_TAB_VIEWS } from './tab-views'

const messages = i18n('config.libraryEdit.modal', {
  newLibrary: 'New Library',
  updateLibrary: 'Update Library',
  tabs: 'Library settings',
  details: 'Details',
  settings: 'Settings',
  scanner: 'Scanner',
  schedule: 'Schedule',
  tools: 'Tools',
  create: 'Create',
  save: 'Save',
})

/**
 * Creating or editing a library (official `libraries/EditModal`): Details, Settings, Scanner (books), Schedule and
 * Tools (existing libraries) over one draft; Create or Save (not on Tools) checks and sends it and closes when the
 * server took it. A refused save keeps everything typed.
 */
export function LibraryEditModal({
  open,
  library,
  onClose,
}: {
  open: boolean
  library: Library | null
  onClose(): void
}) {
  return open ? <OpenLibraryEditModal key={library?.id ?? 'new'} library={library} onClose={onClose} /> : null
}

function OpenLibraryEditModal({ library, onClose }: { library: Library | null; onClose(): void }) {
  const t = useStore(messages)
  const [draft, setDraft] = useState(() => libraryDraftOf(library))
  const [selected, setSelected] = useState<LibraryEditTab>('details')
  const [tried, setTried] = useState(false)
  const [processing, run] = useProcessing()
  const tabs = libraryEditTabs(draft.mediaType, !library)
  const tab = tabs.includes(selected) ? selected : 'details'
  const View = LIBRARY_EDIT_TAB_VIEWS[tab]
  const problems = tried ? libraryDraftProblems(draft) : {}
  // The latest draft, also for a submit that follows a change in the same gesture (a path added when its field
  // loses focus to the Create button).
  const latest = useRef(draft)
  const change = (patch: Partial<LibraryDraft>) => {
    latest.current = { ...latest.current, ...patch }
    setDraft(latest.current)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    const draft = latest.current
    const found = libraryDraftProblems(draft)
    // The tab whose field is wrong comes forward, its error slot says why.
    if (found.name || found.folders) setSelected('details')
    else if (found.markFinished) setSelected('settings')
    else if (found.schedule) setSelected('schedule')
    const saved = await run(() => saveLibraryDraft(draft, library))
    if (saved && saved !== library) onClose()
  }

  return (
    <TabbedModal
      title={library ? t.updateLibrary : t.newLibrary}
      className="sk-library-edit"
      processing={processing}
      onClose={onClose}
      tabsLabel={t.tabs}
      tabs={tabs.map((id) => ({ id, label: t[id] }))}
      selected={tab}
      onSelect={(id) => setSelected(id as LibraryEditTab)}
      onSubmit={submit}
      saveLabel={tab === 'tools' ? null : library ? t.save : t.create}
    >
      <View library={library} draft={draft} change={change} problems={problems} run={run} />
    </TabbedModal>
  )
}
