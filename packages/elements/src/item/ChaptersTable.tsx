import type { Chapter } from '@shelfkit/client'
import { formatClock } from '@shelfkit/stores'
import { CollapsibleSection } from '../ui/CollapsibleSection'

/** Chapters with start time and length; long lists start folded. */
export function ChaptersTable({ chapters }: { chapters: readonly Chapter[] }) {
  if (!chapters.length) return null
  return (
    <CollapsibleSection title="Chapters" count={chapters.length} defaultOpen={chapters.length <= 50}>
      <div className="sk-table-wrap">
        <table className="sk-table">
          <thead>
            <tr>
              <th scope="col" className="sk-table__narrow">
                #
              </th>
              <th scope="col">Title</th>
              <th scope="col" className="sk-table__num">
                Start
              </th>
              <th scope="col" className="sk-table__num">
                Duration
              </th>
            </tr>
          </thead>
          <tbody>
            {chapters.map((chapter, index) => (
              <tr key={chapter.id}>
                <td className="sk-table__narrow">{index + 1}</td>
                <td>{chapter.title}</td>
                <td className="sk-table__num">{formatClock(chapter.start)}</td>
                <td className="sk-table__num">{formatClock(chapter.end - chapter.start)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </CollapsibleSection>
  )
}
