import { count } from '@nanostores/i18n'
import { useStore } from '@nanostores/react'
import {
  $batchProcessing,
  $batchQuickMatchForm,
  $currentLibrary,
  $customMetadataProviders,
  changeBatchQuickMatch,
  i18n,
  metadataProvidersFor,
  prepareBatchQuickMatch,
  submitBatchQuickMatch,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { ProviderField } from '../item/edit/ProviderField'
import { Button } from '../ui/Button'
import { CheckField } from '../ui/Field'
import { Modal } from '../ui/Modal'

/** Spec 02 §2 "Batch quick match dialog". */
export const BATCH_QUICK_MATCH_WIDTH = 500

const messages = i18n('shell.batchQuickMatch', {
  title: count({ one: '{count} item selected', other: '{count} items selected' }),
  provider: 'Provider',
  description:
    'Quick Match will attempt to add missing covers and metadata for the selected items. Enable the options below to allow Quick Match to overwrite existing covers and/or metadata.',
  updateCover: 'Update Cover',
  updateCoverHelp: 'Allow overwriting of existing covers for the selected books when a match is located',
  updateDetails: 'Update Details',
  updateDetailsHelp: 'Allow overwriting of existing details for the selected books when a match is located',
  cancel: 'Cancel',
  submit: 'Submit',
})

/**
 * Quick match of the selected items (spec 02 §2-§4): the provider (the library's, until another is chosen for
 * it), whether covers and details may be overwritten; Submit starts it with the batch processing flag on and
 * closes, the outcome arriving later as a toast.
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
  const t = useStore(messages)
  const library = useStore($currentLibrary)
  const custom = useStore($customMetadataProviders)
  const form = useStore($batchQuickMatchForm)
  const processing = useStore($batchProcessing)
  const providers = metadataProvidersFor(library?.mediaType === 'podcast' ? 'podcast' : 'book', custom)

  useEffect(() => {
    if (open) prepareBatchQuickMatch(library)
  }, [open, library])

  const submit = async () => {
    if (await submitBatchQuickMatch()) onClose()
  }
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t.title(count)}
      width={BATCH_QUICK_MATCH_WIDTH}
      processing={processing}
      footer={
        <>
          <Button onClick={onClose}>{t.cancel}</Button>
          <Button variant="primary" onClick={() => void submit()}>
            {t.submit}
          </Button>
        </>
      }
    >
      <ProviderField
        label={t.provider}
        providers={providers}
        value={form.provider}
        onChange={(provider) => changeBatchQuickMatch({ provider })}
      />
      <p className="sk-muted">{t.description}</p>
      <CheckField
        label={t.updateCover}
        title={t.updateCoverHelp}
        checked={form.overrideCover}
        onChange={(overrideCover) => changeBatchQuickMatch({ overrideCover })}
      />
      <p className="sk-field__hint">{t.updateCoverHelp}</p>
      <CheckField
        label={t.updateDetails}
        title={t.updateDetailsHelp}
        checked={form.overrideDetails}
        onChange={(overrideDetails) => changeBatchQuickMatch({ overrideDetails })}
      />
      <p className="sk-field__hint">{t.updateDetailsHelp}</p>
    </Modal>
  )
}
