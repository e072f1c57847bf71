import type { Chapter } from '@shelfkit/client'
import { formatClock } from '@shelfkit/stores'
import { SectionTable } from './SectionTable'

const COLUMNS = [
  { key: 'index', label: '#', className: 'sk-table__narrow' },
  { key: 'title', label: 'Title' },
  { key: 'start', label: 'Start', className: 'sk-table__num' },
  { key: 'duration', label: 'Duration', className: 'sk-table__num' },
]

/** Chapters with start time and length; long lists start folded. */
export function ChaptersTable({ chapters }: { chapters: readonly Chapter[] }) {
  if (!chapters.length) return null
  return (
    <SectionTable
      title="Chapters"
      count={chapters.length}
      defaultOpen={chapters.length <= 50}
      columns={COLUMNS}
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
