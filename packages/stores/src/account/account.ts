import { errorMessage } from '@shelfkit/client'
import { storeMessages } from '../i18n/i18n'
import { errorMessages } from '../server-error'
import { getClient } from '../session'
import { showToast } from '../toasts'

/** Spec 02 §5 validation messages of the change-password form, and the official result toast. */
export const passwordMessages = storeMessages('account.password', {
  mismatch: 'Passwords do not match',
  mustChange: 'New password cannot match old password',
  changed: 'Password changed successfully',
})

/** What is wrong with a password change before it is sent; null when it may be sent. */
export function passwordChangeProblem(current: string, next: string, confirm: string): string | null {
  if (next !== confirm) return passwordMessages.get().mismatch
  if (current === next) return passwordMessages.get().mustChange
  return null
}

/**
 * Changes the signed-in user's password (PATCH /api/me/password). Problems found before sending and the server's
 * refusal (its text, e.g. 'Invalid password') are error toasts; returns whether the password changed.
 */
export async function changePassword(current: string, next: string, confirm: string): Promise<boolean> {
  const problem = passwordChangeProblem(current, next, confirm)
  if (problem) {
    showToast({ type: 'error', message: problem })
    return false
  }
  try {
    await getClient().http.patch(
      '/api/me/password',
      { password: current, newPassword: next },
      { response: 'text' },
    )
  } catch (error) {
    console.error('Failed to change password', error)
    showToast({ type: 'error', message: errorMessage(error, errorMessages.get().unknown) })
    return false
  }
  showToast({ type: 'success', message: passwordMessages.get().changed })
  return true
}
