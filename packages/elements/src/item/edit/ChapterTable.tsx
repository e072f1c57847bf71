import { params } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import type { LibraryItem } from '@shelfkit/client'
import {
  $chapterPreview,
  $chapterProblems,
  type ChapterProblem,
  type ChapterRow,
  chapterMessages,
  formatChapterTime,
  i18n,
  insertChapterBelow,
  parseChapterTime,
  playChapterPreview,
  removeChapterRow,
  setChapterStart,
  setChapterTitle,
} from '@shelfkit/stores'
import { useVirtualizer } from '@tanstack/react-virtual'
import { memo, type Ref, useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react'
import { IconButton } from '../../ui/Button'
import { Icon } from '../../ui/Icon'

const messages = i18n('item.edit.chapterTable', {
  table: 'Chapters',
  number: '#',
  start: 'Start',
  title: 'Title',
  actions: 'Actions',
  startOf: params('Start of chapter {number}'),
  titleOf: params('Title of chapter {number}'),
  notATime: 'Enter a time as hh:mm:ss',
  remove: params('Remove chapter {number}'),
  insert: params('Insert chapter below chapter {number}'),
  play: params('Listen to beginning of chapter {number}'),
  stop: params('Stop chapter {number}'),
})

/** Every row is this tall, so only the rows in view are in the page (books may have thousands of chapters). */
const ROW_HEIGHT = 44
/** The table shows this many rows at most and scrolls for more. */
const ROWS_SHOWN = 8

export interface ChapterTableHandle {
  /** Scrolls a row into view and puts the focus in its start. */
  focusRow(index: number): void
}

/**
 * The chapters being edited: start (hh:mm:ss with fractions, or seconds), title, the rule a row breaks, and per
 * row remove, insert below and play its beginning.
 */
export function ChapterTable({
  item,
  rows,
  seconds,
  ref,
}: {
  item: LibraryItem
  rows: readonly ChapterRow[]
  /** Starts as plain seconds instead of hh:mm:ss. */
  seconds: boolean
  ref?: Ref<ChapterTableHandle>
}) {
  const t = useStore(messages)
  const problems = useStore($chapterProblems)
  const preview = useStore($chapterPreview)
  const scroller = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    useFlushSync: false,
  })
  // A row out of view is rendered after the scroll: its start takes the focus once it is there.
  const focusAfterScroll = useRef<number | null>(null)
  const focusPending = useCallback(() => {
    const index = focusAfterScroll.current
    const input = scroller.current?.querySelector<HTMLInputElement>(`[data-index="${index}"] input`)
    if (index === null || !input) return
    focusAfterScroll.current = null
    input.focus()
  }, [])
  useImperativeHandle(ref, () => ({
    focusRow(index) {
      focusAfterScroll.current = index
      virtualizer.scrollToIndex(index, { align: 'center' })
      requestAnimationFrame(focusPending)
    },
  }))
  useEffect(focusPending)

  const virtualRows = virtualizer.getVirtualItems()
  const before = virtualRows[0]?.start ?? 0
  const after = virtualizer.getTotalSize() - (virtualRows.at(-1)?.end ?? 0)
  return (
    <div
      ref={scroller}
      className="sk-chapter-table"
      style={{ height: (Math.min(rows.length, ROWS_SHOWN) + 1) * ROW_HEIGHT }}
    >
      <table
        className="sk-table"
        aria-rowcount={rows.length + 1}
        style={{ marginTop: before, marginBottom: Math.max(0, after) }}
      >
        <caption className="sk-visually-hidden">{t.table}</caption>
        <thead>
          <tr aria-rowindex={1}>
            <th scope="col" className="sk-chapter-table__number">
              {t.number}
            </th>
            <th scope="col">{t.start}</th>
            <th scope="col">{t.title}</th>
            <th scope="col">
              <span className="sk-visually-hidden">{t.actions}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {virtualRows.map((virtual) => {
            const row = rows[virtual.index]!
            return (
              <ChapterRowView
                key={row.key}
                item={item}
                row={row}
                index={virtual.index}
                seconds={seconds}
                problem={problems[virtual.index] ?? null}
                single={rows.length === 1}
                previewing={preview?.key === row.key ? preview.status : null}
              />
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

const ChapterRowView = memo(function ChapterRowView({
  item,
  row,
  index,
  seconds,
  problem,
  single,
  previewing,
}: {
  item: LibraryItem
  row: ChapterRow
  index: number
  seconds: boolean
  problem: ChapterProblem | null
  single: boolean
  previewing: 'loading' | 'playing' | null
}) {
  const t = useStore(messages)
  const rules = useStore(chapterMessages)
  const number = index + 1
  const problemId = `sk-chapter-problem-${row.key}`
  return (
    <tr
      className={problem ? 'sk-chapter-table__invalid' : undefined}
      data-index={index}
      aria-rowindex={index + 2}
    >
      <td className="sk-chapter-table__number">{number}</td>
      <td>
        <StartInput
          start={row.start}
          seconds={seconds}
          label={t.startOf({ number })}
          invalid={!!problem}
          describedBy={problem ? problemId : undefined}
          onChange={(start) => setChapterStart(index, start)}
        />
      </td>
      <td>
        <input
          className="sk-input"
          aria-label={t.titleOf({ number })}
          value={row.title}
          onChange={(event) => setChapterTitle(index, event.target.value)}
        />
      </td>
      <td className="sk-chapter-table__actions">
        {problem ? (
          <span className="sk-chapter-table__problem" title={rules[problem]}>
            <Icon name="error" size={18} />
            <span id={problemId} className="sk-visually-hidden">
              {rules[problem]}
            </span>
          </span>
        ) : null}
        <IconButton
          icon={previewing ? 'close' : 'play'}
          size={18}
          label={previewing ? t.stop({ number }) : t.play({ number })}
          aria-busy={previewing === 'loading' || undefined}
          onClick={() => playChapterPreview(item, row.start, row.key)}
        />
        <IconButton
          icon="plus"
          size={18}
          label={t.insert({ number })}
          onClick={() => insertChapterBelow(index)}
        />
        {single ? null : (
          <IconButton
            icon="delete"
            size={18}
            label={t.remove({ number })}
            onClick={() => removeChapterRow(index)}
          />
        )}
      </td>
    </tr>
  )
})

/** A chapter's start: hh:mm:ss(.fff) taken when the field is left (or Enter), or seconds as typed. */
function StartInput({
  start,
  seconds,
  label,
  invalid,
  describedBy,
  onChange,
}: {
  start: number
  seconds: boolean
  label: string
  invalid: boolean
  describedBy?: string
  onChange(start: number): void
}) {
  const t = useStore(messages)
  // What is typed while the field has the focus; otherwise the start as saved in the draft.
  const [typed, setTyped] = useState<string | null>(null)
  const [unreadable, setUnreadable] = useState(false)
  if (seconds) {
    return (
      <input
        className="sk-input sk-chapter-table__start"
        type="number"
        min={0}
        step={0.001}
        aria-label={label}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        value={start}
        onChange={(event) => {
          const value = event.target.valueAsNumber
          if (Number.isFinite(value)) onChange(value)
        }}
      />
    )
  }
  const commit = () => {
    if (typed === null) return
    const value = parseChapterTime(typed)
    if (value === null) {
      setUnreadable(true)
      return
    }
    setTyped(null)
    if (value !== start) onChange(value)
  }
  return (
    <input
      className="sk-input sk-chapter-table__start"
      aria-label={label}
      aria-invalid={invalid || unreadable || undefined}
      aria-describedby={describedBy}
      title={unreadable ? t.notATime : undefined}
      value={typed ?? formatChapterTime(start)}
      onChange={(event) => {
        setTyped(event.target.value)
        setUnreadable(false)
      }}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault()
          commit()
        }
      }}
    />
  )
}
