import { useStore } from '@nanostores/react'
import {
  addNumberedChapters,
  CHAPTER_BULK_MAX,
  CHAPTER_BULK_MIN,
  type ChapterPattern,
  chapterMessages,
  i18n,
  patternTitle,
  validBulkCount,
} from '@shelfkit/stores'
import { type FormEvent, useState } from 'react'
import { Button } from '../../ui/Button'
import { Modal } from '../../ui/Modal'
import { NumberField } from '../../ui/TextInput'

const messages = i18n('item.edit.bulkChapters', {
  title: 'Add Multiple Chapters',
  question: 'How many chapters would you like to add with this numbering pattern?',
  detected: 'Detected pattern:',
  next: 'Next chapters will be:',
  count: 'Number of chapters:',
  cancel: 'Cancel',
  add: 'Add Chapters',
})

/** Spec 02 §9: 1 to 150 chapters numbered like the typed title ('Chapter 07' → 'Chapter 08', …). */
export function BulkChaptersDialog({ pattern, onClose }: { pattern: ChapterPattern; onClose(): void }) {
  const t = useStore(messages)
  const rules = useStore(chapterMessages)
  const [count, setCount] = useState('1')
  const [tried, setTried] = useState(false)
  const wrong = tried && !validBulkCount(Number(count))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (addNumberedChapters(pattern, Number(count))) onClose()
  }
  return (
    <Modal open title={t.title} onClose={onClose} width={400}>
      <form className="sk-bulk-chapters" noValidate onSubmit={submit}>
        <p>{t.question}</p>
        <p className="sk-muted">
          {t.detected} “{patternTitle(pattern, 0)}” — {t.next} “{patternTitle(pattern, 1)}”, “
          {patternTitle(pattern, 2)}”…
        </p>
        <NumberField
          wide
          label={t.count}
          error={wrong ? rules.bulkCount : undefined}
          min={CHAPTER_BULK_MIN}
          max={CHAPTER_BULK_MAX}
          value={count}
          onValueChange={setCount}
        />
        <div className="sk-dialog-actions">
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button type="submit" variant="primary">
            {t.add}
          </Button>
        </div>
      </form>
    </Modal>
  )
}
