import { useStore } from '@nanostores/react'
import {
  $batchEdit,
  $batchEditIds,
  $batchSaving,
  closeBatchEdit,
  count,
  i18n,
  openBatchEdit,
  saveBatchEdit,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { Button } from '../ui/Button'
import { Spinner } from '../ui/Spinner'
import { BatchItemForm } from './BatchItemForm'
import { MapDetailsBar } from './MapDetailsBar'

const messages = i18n('batch.edit.page', {
  loading: 'Loading…',
  title: count({ one: 'Batch edit {count} item', other: 'Batch edit {count} items' }),
  cancel: 'Cancel',
  save: 'Save',
})

/**
 * Batch edit of the items the Edit button carried: one form per item plus the map-details bar, saved in one batch
 * update. `onLeave` runs with nothing to edit and after a save.
 */
export function BatchEditPage({ onLeave }: { onLeave: () => void }) {
  const t = useStore(messages)
  const state = useStore($batchEdit)
  const saving = useStore($batchSaving)
  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once per visit
  useEffect(() => {
    if (!$batchEditIds.get().length) onLeave()
    else void openBatchEdit()
    return closeBatchEdit
  }, [])

  if (state.status === 'error')
    return (
      <p className="sk-resource-error" role="alert">
        {state.error}
      </p>
    )
  if (state.status !== 'ready')
    return (
      <div className="sk-resource-loading">
        <Spinner size={36} label={t.loading} />
      </div>
    )
  return (
    <div className="sk-content-page sk-batch-page">
      <h1 className="sk-page-header__title">{t.title(state.drafts.length)}</h1>
      <MapDetailsBar />
      <div className="sk-batch-page__items">
        {state.drafts.map((draft) => (
          <BatchItemForm key={draft.id} draft={draft} canRemove={state.drafts.length > 1} />
        ))}
      </div>
      <div className="sk-batch-page__actions">
        <Button onClick={onLeave}>{t.cancel}</Button>
        <Button
          variant="primary"
          loading={saving}
          onClick={async () => {
            if (await saveBatchEdit()) onLeave()
          }}
        >
          {t.save}
        </Button>
      </div>
    </div>
  )
}
