import { useStore } from '@nanostores/react'
import {
  $currentLibrary,
  $customMetadataProviders,
  batchQuickMatch,
  metadataProvidersFor,
} from '@shelfkit/stores'
import { useEffect, useState } from 'react'
import { Button } from '../ui/Button'
import { CheckField, Field } from '../ui/Field'
import { Modal } from '../ui/Modal'

/** Spec 02 §2 "Batch quick match dialog". */
export const BATCH_QUICK_MATCH_WIDTH = 500

/**
 * Quick match of the selected items: provider (the library's default first), update cover and update details;
 * the result arrives later as a toast.
 */
export function BatchQuickMatchModal({
  open,
  count,
  onClose,
}: {
  open: boolean
  count: number
  onClose(): void
}) {
  const library = useStore($currentLibrary)
  const custom = useStore($customMetadataProviders)
  const providers = metadataProvidersFor(library?.mediaType === 'podcast' ? 'podcast' : 'book', custom)
  const [provider, setProvider] = useState('')
  const [overrideCover, setOverrideCover] = useState(true)
  const [overrideDetails, setOverrideDetails] = useState(true)
  const [processing, setProcessing] = useState(false)

  const defaultProvider = library?.provider || providers[0]?.value || 'google'
  useEffect(() => {
    if (open) setProvider(defaultProvider)
  }, [open, defaultProvider])

  const submit = async () => {
    setProcessing(true)
    await batchQuickMatch({ provider, overrideCover, overrideDetails })
    setProcessing(false)
    onClose()
  }

  const providerLabel = providers.find((entry) => entry.value === provider)?.label ?? provider
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={`Quick Match ${count} ${count === 1 ? 'item' : 'items'}`}
      width={BATCH_QUICK_MATCH_WIDTH}
      processing={processing}
      footer={
        <>
          <Button onClick={onClose}>Cancel</Button>
          <Button variant="primary" onClick={() => void submit()}>
            Submit
          </Button>
        </>
      }
    >
      <Field label="Provider">
        {(control) => (
          <select
            {...control}
            className="sk-input"
            value={provider}
            onChange={(event) => setProvider(event.target.value)}
          >
            {providers.map((entry) => (
              <option key={entry.value} value={entry.value}>
                {entry.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <p className="sk-muted">
        Fills empty details and covers with the first match from {providerLabel}. Existing details are kept
        unless the toggles below allow overwriting them.
      </p>
      <CheckField label="Update Cover" checked={overrideCover} onChange={setOverrideCover} />
      <CheckField label="Update Details" checked={overrideDetails} onChange={setOverrideDetails} />
    </Modal>
  )
}
