import { afterEach, describe, expect, it } from 'vitest'
import { readString, writeString } from '../storage'
import { deleteFromFileSystemByDefault, rememberDeleteFromFileSystem, SOFT_DELETE_KEY } from './ui'

afterEach(() => writeString(SOFT_DELETE_KEY, null))

describe("batch delete's 'delete from file system' preference (spec 01 §5)", () => {
  it('is checked by default', () => {
    expect(deleteFromFileSystemByDefault()).toBe(true)
  })

  it('is unchecked once the saved soft-delete preference is 1, and the choice is saved', () => {
    rememberDeleteFromFileSystem(false)
    expect(readString(SOFT_DELETE_KEY)).toBe('1')
    expect(deleteFromFileSystemByDefault()).toBe(false)
    rememberDeleteFromFileSystem(true)
    expect(readString(SOFT_DELETE_KEY)).toBe('0')
    expect(deleteFromFileSystemByDefault()).toBe(true)
  })
})
