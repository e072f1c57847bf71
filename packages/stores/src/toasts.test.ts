import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { $toasts, DEFAULT_TOAST_MS, dismissToast, dismissToastByKey, showToast } from './toasts'

beforeEach(() => {
  vi.useFakeTimers()
  for (const toast of $toasts.get()) dismissToast(toast.id)
})
afterEach(() => vi.useRealTimers())

describe('toast queue (spec 01 §8, §9 "Toast timeouts")', () => {
  it('shows toasts in order and hides each after its timeout', () => {
    showToast({ type: 'success', message: 'first', timeoutMs: 1000 })
    showToast({ type: 'error', message: 'second' })
    expect($toasts.get().map((toast) => toast.message)).toEqual(['first', 'second'])
    vi.advanceTimersByTime(1000)
    expect($toasts.get().map((toast) => toast.message)).toEqual(['second'])
    vi.advanceTimersByTime(DEFAULT_TOAST_MS - 1000)
    expect($toasts.get()).toEqual([])
  })

  it('a null timeout keeps the toast until it is dismissed', () => {
    const id = showToast({ type: 'error', message: 'stays', timeoutMs: null })
    vi.advanceTimersByTime(60 * 60 * 1000)
    expect($toasts.get()).toHaveLength(1)
    dismissToast(id)
    expect($toasts.get()).toHaveLength(0)
  })

  it('a toast with the same key replaces the earlier one in place and restarts its timer', () => {
    showToast({ type: 'info', message: 'other' })
    const first = showToast({ type: 'error', message: 'Socket disconnected', key: 'socket', timeoutMs: null })
    const second = showToast({ type: 'success', message: 'Socket connected', key: 'socket', timeoutMs: 5000 })
    expect(second).toBe(first)
    expect($toasts.get().map((toast) => toast.message)).toEqual(['other', 'Socket connected'])
    vi.advanceTimersByTime(5000)
    expect($toasts.get().map((toast) => toast.message)).toEqual([])
  })

  it('replacing a timed toast with a persistent one cancels the old timer', () => {
    showToast({ type: 'success', message: 'short', key: 'k', timeoutMs: 1000 })
    showToast({ type: 'error', message: 'long', key: 'k', timeoutMs: null })
    vi.advanceTimersByTime(2000)
    expect($toasts.get().map((toast) => toast.message)).toEqual(['long'])
    dismissToastByKey('k')
    expect($toasts.get()).toEqual([])
  })
})
