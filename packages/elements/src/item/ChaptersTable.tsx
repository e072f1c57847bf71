import { useStore } from '@nanostores/react'
import type { Chapter } from '@shelfkit/client'
import { formatClock, i18n } from '@shelfkit/stores'
import { SectionTable } from './SectionTable'

const messages = i18n('item.chaptersTable', {
  chapters: 'Chapters',
  title: 'Title',
  start: 'Start',
  duration: 'Duration',
})

/** Chapters with start time and length; long lists start folded. */
export function ChaptersTable({ chapters }: { chapters: readonly Chapter[] }) {
  const t = useStore(messages)
  if (!chapters.length) return null
  const columns = [
    { key: 'index', label: '#', className: 'sk-table__narrow' },
    { key: 'title', label: t.title },
    { key: 'start', label: t.start, className: 'sk-table__num' },
    { key: 'duration', label: t.duration, className: 'sk-table__num' },
  ]
  return (
    <SectionTable
      title={t.chapters}
      count={chapters.length}
      defaultOpen={chapters.length <= 50}
      columns={columns}
    >
      {chapters.map((chapter, index) => (
        <tr key={chapter.id}>
          <td className="sk-table__narrow">{index + 1}</td>
          <td>{chapter.title}</td>
          <td className="sk-table__num">{formatClock(chapter.start)}</td>
          <td className="sk-table__num">{formatClock(chapter.end - chapter.start)}</td>
        </tr>
      ))}
    </SectionTable>
  )
}
