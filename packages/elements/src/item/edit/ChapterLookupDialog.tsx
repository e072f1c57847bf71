import { count, params } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import type { ChapterLookup, LibraryItem } from '@shelfkit/client'
import {
  AUDIBLE_REGIONS,
  applyLookedUpChapters,
  type ChapterLookupResult,
  defaultAudibleRegion,
  formatChapterTime,
  i18n,
  lookupChapters,
  mapLookedUpTitles,
} from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { Button, IconButton } from '../../ui/Button'
import { CheckField, Field } from '../../ui/Field'
import { Modal } from '../../ui/Modal'

const messages = i18n('item.edit.chapterLookup', {
  title: 'Find Chapters',
  asin: 'ASIN',
  region: 'Region',
  removeBranding: 'Remove Audible intro and outro from chapters',
  search: 'Search',
  back: 'Back',
  durationFound: params('Duration found: {duration}'),
  chaptersFound: count({ one: '{count} chapter found', other: '{count} chapters found' }),
  yourDuration: params('Your audiobook duration: {duration}'),
  yourChapters: count({
    one: 'Your audiobook has {count} chapter',
    other: 'Your audiobook has {count} chapters',
  }),
  shorter: 'Your audiobook duration is shorter than duration found',
  longer: 'Your audiobook duration is longer than the duration found',
  start: 'Start',
  chapter: 'Title',
  endAfter: 'Chapter end is after the end of your audiobook',
  startAfter: 'Chapter start is after the end of your audiobook',
  mapTitles: 'Map Chapter Titles',
  mapTitlesHint: 'Map chapter titles to your existing audiobook chapters without adjusting timestamps',
  apply: 'Apply Chapters',
})

/** Audible's chapters for an ASIN (the provider through the server), compared with the book, then applied. */
export function ChapterLookupDialog({ item, onClose }: { item: LibraryItem; onClose(): void }) {
  const t = useStore(messages)
  const [asin, setAsin] = useState(item.mediaType === 'book' ? (item.media.metadata.asin ?? '') : '')
  const [region, setRegion] = useState(defaultAudibleRegion)
  const [removeBranding, setRemoveBranding] = useState(false)
  const [busy, setBusy] = useState(false)
  const [result, setResult] = useState<ChapterLookupResult | null>(null)
  const search = async (event: FormEvent) => {
    event.preventDefault()
    setBusy(true)
    setResult(await lookupChapters(asin, region, removeBranding))
    setBusy(false)
  }
  const found = result && 'data' in result ? result.data : null
  const problem = result && 'refusal' in result ? result : null
  return (
    <Modal open title={t.title} onClose={onClose} processing={busy} className="sk-chapter-lookup">
      {found ? (
        <LookupResult
          data={found}
          item={item}
          onBack={() => setResult(null)}
          onDone={(apply) => {
            apply(found)
            onClose()
          }}
        />
      ) : (
        <form className="sk-chapter-lookup__form" onSubmit={(event) => void search(event)}>
          <Field
            label={t.asin}
            error={problem?.refusal ?? (result && 'failure' in result ? result.failure : undefined)}
            hint={problem?.hint || undefined}
          >
            {(control) => (
              <input
                {...control}
                className="sk-input"
                value={asin}
                onChange={(event) => setAsin(event.target.value)}
              />
            )}
          </Field>
          <Field label={t.region}>
            {(control) => (
              <select
                {...control}
                className="sk-select"
                value={region}
                onChange={(event) => setRegion(event.target.value)}
              >
                {AUDIBLE_REGIONS.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <CheckField label={t.removeBranding} checked={removeBranding} onChange={setRemoveBranding} />
          <div className="sk-dialog-actions">
            <Button type="submit" variant="primary">
              {t.search}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  )
}

function LookupResult({
  data,
  item,
  onBack,
  onDone,
}: {
  data: ChapterLookup
  item: LibraryItem
  onBack(): void
  onDone(apply: (data: ChapterLookup) => void): void
}) {
  const t = useStore(messages)
  const duration = item.mediaType === 'book' ? item.media.duration : 0
  const own = item.mediaType === 'book' ? item.media.chapters.length : 0
  const rounded = Math.round(duration)
  return (
    <div className="sk-chapter-lookup__result">
      <div className="sk-chapter-lookup__summary">
        <IconButton icon="chevronLeft" label={t.back} onClick={onBack} />
        <p>
          {t.durationFound({ duration: formatChapterTime(data.runtimeLengthSec) })}
          <br />
          {t.chaptersFound(data.chapters.length)}
        </p>
        <p>
          {t.yourDuration({ duration: formatChapterTime(rounded) })}
          <br />
          {t.yourChapters(own)}
        </p>
      </div>
      {data.runtimeLengthSec !== rounded ? (
        <p className="sk-dialog-warning">{data.runtimeLengthSec > rounded ? t.shorter : t.longer}</p>
      ) : null}
      <table className="sk-table sk-chapter-lookup__chapters">
        <thead>
          <tr>
            <th scope="col">{t.start}</th>
            <th scope="col">{t.chapter}</th>
          </tr>
        </thead>
        <tbody>
          {data.chapters.map((chapter) => {
            const start = chapter.startOffsetMs / 1000
            const late =
              start > duration ? t.startAfter : start + chapter.lengthMs / 1000 > duration ? t.endAfter : null
            return (
              <tr
                key={`${chapter.startOffsetMs}-${chapter.title}`}
                className={late ? 'sk-chapter-lookup__late' : undefined}
              >
                <td className="sk-table__num">{formatChapterTime(chapter.startOffsetSec)}</td>
                <td>
                  {chapter.title}
                  {late ? <span className="sk-chapter-lookup__note">{late}</span> : null}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
      <div className="sk-dialog-actions">
        <Button title={t.mapTitlesHint} onClick={() => onDone(mapLookedUpTitles)}>
          {t.mapTitles}
        </Button>
        <Button variant="primary" onClick={() => onDone(applyLookedUpChapters)}>
          {t.apply}
        </Button>
      </div>
    </div>
  )
}
