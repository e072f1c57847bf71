import { params } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import {
  $chapterDraft,
  $chaptersChanged,
  addChapterTitled,
  type ChapterPattern,
  detectChapterPattern,
  followChapterDraft,
  formatChapterTime,
  i18n,
  removeAllChapters,
  resetChapterDraft,
  saveChapterDraft,
  setChaptersFromTracks,
  shiftChapters,
  stopChapterPreview,
} from '@shelfkit/stores'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button } from '../../ui/Button'
import { ConfirmPrompt, type ConfirmPromptOptions } from '../../ui/ConfirmPrompt'
import { CheckField } from '../../ui/Field'
import { NumberField, TextField } from '../../ui/TextInput'
import { BulkChaptersDialog } from './BulkChaptersDialog'
import { ChapterLookupDialog } from './ChapterLookupDialog'
import { ChapterTable, type ChapterTableHandle } from './ChapterTable'
import type { ItemEditTabProps } from './tab-props'

const messages = i18n('item.edit.chaptersTab', {
  duration: params('Duration: {duration}'),
  showSeconds: 'Show seconds',
  removeAll: 'Remove All',
  confirmRemoveAll: 'Are you sure you want to remove all chapters?',
  shiftTimes: 'Shift Times',
  timeToShift: 'Time to shift in seconds',
  shift: 'Add',
  shiftNote:
    'Note: First chapter start time must remain at 0:00 and the last chapter start time cannot exceed this audiobooks duration.',
  lookup: 'Lookup',
  fromTracks: 'Set chapters from tracks',
  fromTracksHint: 'Set chapters using each audio file as a chapter and chapter title as the audio file name',
  reset: 'Reset',
  confirmReset: 'Are you sure you want to reset chapters and undo the changes you made?',
  save: 'Save',
  add: 'Add chapters',
  addPlaceholder: "Enter chapter title or use numbering (e.g., 'Episode 1', 'Chapter 10', '1.')",
  addButton: 'Add chapter(s)',
})

/**
 * The Chapters tab (books): the chapter editor of the official client in the modal. Every row shows the rule it
 * breaks; Save sends nothing while one is broken and takes the focus to the first such row.
 */
export default function ChaptersTab({ item, run }: ItemEditTabProps) {
  const t = useStore(messages)
  const draft = useStore($chapterDraft)
  const changed = useStore($chaptersChanged)
  const table = useRef<ChapterTableHandle>(null)
  const [seconds, setSeconds] = useState(false)
  const [shifting, setShifting] = useState(false)
  const [lookupOpen, setLookupOpen] = useState(false)
  const [pattern, setPattern] = useState<ChapterPattern | null>(null)
  const [prompt, setPrompt] = useState<{ options: ConfirmPromptOptions; then(): unknown } | null>(null)
  useEffect(() => followChapterDraft(item), [item])
  useEffect(() => stopChapterPreview, [])
  if (!draft || draft.itemId !== item.id) return null

  const save = async () => {
    const broken = await run(saveChapterDraft)
    if (broken !== null) table.current?.focusRow(broken)
  }
  const ask = (message: string, then: () => unknown) => setPrompt({ options: { message }, then })

  return (
    <div className="sk-chapters-tab">
      <div className="sk-chapters-tab__bar">
        {draft.saved.length ? (
          <Button onClick={() => ask(t.confirmRemoveAll, () => run(removeAllChapters))}>{t.removeAll}</Button>
        ) : null}
        {draft.rows.length > 1 ? (
          <Button aria-expanded={shifting} onClick={() => setShifting(!shifting)}>
            {t.shiftTimes}
          </Button>
        ) : null}
        <Button onClick={() => setLookupOpen(true)}>{t.lookup}</Button>
        <Button title={t.fromTracksHint} onClick={() => setChaptersFromTracks(item)}>
          {t.fromTracks}
        </Button>
        <span className="sk-chapters-tab__duration">
          {t.duration({ duration: formatChapterTime(draft.duration) })}
        </span>
        <CheckField label={t.showSeconds} checked={seconds} onChange={setSeconds} className="sk-toggle-row" />
        {changed ? (
          <>
            <Button onClick={() => ask(t.confirmReset, resetChapterDraft)}>{t.reset}</Button>
            <Button variant="primary" onClick={() => void save()}>
              {t.save}
            </Button>
          </>
        ) : null}
      </div>
      {shifting ? <ShiftTimes /> : null}
      <ChapterTable ref={table} item={item} rows={draft.rows} seconds={seconds} />
      <AddChapters onPattern={setPattern} />
      {lookupOpen ? <ChapterLookupDialog item={item} onClose={() => setLookupOpen(false)} /> : null}
      {pattern ? <BulkChaptersDialog pattern={pattern} onClose={() => setPattern(null)} /> : null}
      <ConfirmPrompt
        prompt={prompt?.options ?? null}
        onAnswer={(confirmed) => {
          const then = prompt?.then
          setPrompt(null)
          if (confirmed) void then?.()
        }}
      />
    </div>
  )
}

function ShiftTimes() {
  const t = useStore(messages)
  const [amount, setAmount] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (shiftChapters(Number(amount))) setAmount('')
  }
  return (
    <form className="sk-inline-form sk-chapters-tab__shift" onSubmit={submit}>
      <NumberField
        label={t.timeToShift}
        hint={t.shiftNote}
        wide
        step="any"
        value={amount}
        onValueChange={setAmount}
      />
      <Button type="submit" disabled={!Number(amount)}>
        {t.shift}
      </Button>
    </form>
  )
}

/** A typed title adds one chapter; a title with a number in it asks how many numbered chapters to add. */
function AddChapters({ onPattern }: { onPattern(pattern: ChapterPattern): void }) {
  const t = useStore(messages)
  const [text, setText] = useState('')
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const title = text.trim()
    if (!title) return
    const pattern = detectChapterPattern(title)
    if (pattern) onPattern(pattern)
    else addChapterTitled(title)
    setText('')
  }
  return (
    <form className="sk-inline-form sk-chapters-tab__add" onSubmit={submit}>
      <TextField
        label={t.add}
        spellCheck
        placeholder={t.addPlaceholder}
        value={text}
        onValueChange={setText}
      />
      <Button type="submit" icon="plus" disabled={!text.trim()}>
        {t.addButton}
      </Button>
    </form>
  )
}
