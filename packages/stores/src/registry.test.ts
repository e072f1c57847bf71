import { describe, expect, it, vi } from 'vitest'
import { REGISTRY_KEY, shared } from './registry'

describe('globalThis registry (Foundation: one set of stores per page)', () => {
  it('keeps instances under Symbol.for("@shelfkit/stores@0") on globalThis', () => {
    const instance = shared('registry-test.value', () => ({ created: true }))
    const registry = (globalThis as unknown as Record<symbol, Map<string, unknown>>)[
      Symbol.for('@shelfkit/stores@0')
    ]
    expect(REGISTRY_KEY).toBe(Symbol.for('@shelfkit/stores@0'))
    expect(registry.get('registry-test.value')).toBe(instance)
  })

  it('creates each instance once and hands the same one to every caller', () => {
    const create = vi.fn(() => ({}))
    const first = shared('registry-test.once', create)
    const second = shared('registry-test.once', create)
    expect(second).toBe(first)
    expect(create).toHaveBeenCalledTimes(1)
  })

  it('a second copy of the package (fresh module graph) reuses the same stores', async () => {
    const first = await import('./index')
    vi.resetModules()
    const second = await import('./index')
    expect(second).not.toBe(first)
    expect(second.$user).toBe(first.$user)
    expect(second.$toasts).toBe(first.$toasts)
    expect(second.$userSettings).toBe(first.$userSettings)
    second.showToast({ type: 'info', message: 'from the second bundle', key: 'registry-test' })
    expect(first.$toasts.get().some((toast) => toast.message === 'from the second bundle')).toBe(true)
    first.dismissToastByKey('registry-test')
  })

  it('a copy loaded from another URL shares the same atoms', async () => {
    const original = await import('./session')
    // A query string makes Vite load a distinct module instance, as a second bundle on the page would.
    const copy = (await import(/* @vite-ignore */ `./session.ts?copy=${Date.now()}`)) as typeof original
    expect(copy).not.toBe(original)
    expect(copy.$sessionStatus).toBe(original.$sessionStatus)
    expect(copy.getClient()).toBe(original.getClient())
  })
})
