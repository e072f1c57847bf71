import { ADMIN_AREA_PATHS, type AdminArea } from '@shelfkit/client'
import { configArea } from '@shelfkit/stores'
import { ResourceView } from '../ui/ResourceView'
import { useConfigResource } from './ConfigTable'

const isArea = (id: string): id is AdminArea => id in ADMIN_AREA_PATHS

/** A config area shown as the server sends it: each field with its value, lists as counted rows. */
export default function ServerOfferedSection({ sectionId }: { sectionId: string }) {
  if (!isArea(sectionId)) return <p className="sk-empty">Nothing to configure here</p>
  return <AreaView area={sectionId} />
}

function AreaView({ area }: { area: AdminArea }) {
  const state = useConfigResource(configArea(area))
  return (
    <div className="sk-config-section">
      <ResourceView state={state}>
        {(data) => (
          <dl className="sk-config-values">
            {Object.entries(data).map(([key, value]) => (
              <div key={key} className="sk-config-values__row">
                <dt>{key}</dt>
                <dd>
                  <Value value={value} />
                </dd>
              </div>
            ))}
          </dl>
        )}
      </ResourceView>
    </div>
  )
}

function Value({ value }: { value: unknown }) {
  if (Array.isArray(value)) {
    if (!value.length) return <>None</>
    return (
      <ul className="sk-config-values__list">
        {value.slice(0, 100).map((entry, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: server rows without a stable id
          <li key={index}>{typeof entry === 'object' ? summary(entry) : String(entry)}</li>
        ))}
      </ul>
    )
  }
  if (value && typeof value === 'object') return <>{summary(value)}</>
  return <>{value === null || value === '' ? '—' : String(value)}</>
}

/** An object row: its name-like field, else its fields in short. */
function summary(entry: unknown): string {
  const record = (entry ?? {}) as Record<string, unknown>
  const name = record.name ?? record.message ?? record.eventName ?? record.filename ?? record.id
  if (typeof name === 'string') return name
  return JSON.stringify(entry).slice(0, 200)
}
