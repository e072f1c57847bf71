import { describe, expect, it } from 'vitest'
import { passwordChangeProblem, passwordMessages } from './account'

describe('change password form (spec 02 §5 messages)', () => {
  it("says 'Passwords do not match' when the confirmation differs", () => {
    expect(passwordChangeProblem('old', 'new', 'neW')).toBe('Passwords do not match')
  })

  it("says 'New password cannot match old password' when nothing changes", () => {
    expect(passwordChangeProblem('same', 'same', 'same')).toBe('New password cannot match old password')
  })

  it('checks the confirmation first, and lets a real change through', () => {
    expect(passwordChangeProblem('same', 'same', 'other')).toBe(passwordMessages.get().mismatch)
    expect(passwordChangeProblem('old', 'new', 'new')).toBeNull()
  })
})
