import type { Library, QuickMatchOptions } from '@shelfkit/client'
import { atom } from 'nanostores'
import { shared } from '../registry'
import { batchQuickMatch } from './batch'
import { $batchProcessing, $selectedItems } from './selection'

/** The batch quick match dialog's options (spec 02 §3) and the library they were set for. */
export interface BatchQuickMatchForm extends QuickMatchOptions {
  libraryId: string | null
}

export const $batchQuickMatchForm = shared('batch.quickMatchForm', () =>
  atom<BatchQuickMatchForm>({ provider: '', overrideCover: true, overrideDetails: true, libraryId: null }),
)

/**
 * Spec 02 §4: on opening, the provider becomes the library's provider (Google when it has none) when none is set
 * yet or the library changed; otherwise the dialog keeps what was chosen last time, toggles included.
 */
export function prepareBatchQuickMatch(library: Pick<Library, 'id' | 'provider'> | null): void {
  const form = $batchQuickMatchForm.get()
  const libraryId = library?.id ?? null
  if (form.provider && form.libraryId === libraryId) return
  $batchQuickMatchForm.set({ ...form, provider: library?.provider || 'google', libraryId })
}

export function changeBatchQuickMatch(change: Partial<QuickMatchOptions>): void {
  $batchQuickMatchForm.set({ ...$batchQuickMatchForm.get(), ...change })
}

/**
 * Submit (spec 02 §4): nothing with no items selected or while a batch action runs; otherwise the quick match
 * starts with the processing flag on. Resolves whether the dialog should close (it does, whatever the outcome).
 */
export async function submitBatchQuickMatch(): Promise<boolean> {
  if (!$selectedItems.get().length || $batchProcessing.get()) return false
  const { provider, overrideCover, overrideDetails } = $batchQuickMatchForm.get()
  await batchQuickMatch({ provider, overrideCover, overrideDetails })
  return true
}
