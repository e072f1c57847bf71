import type { LoaderResponse, RetryConfig } from 'hls.js'
import { describe, expect, it } from 'vitest'
import { hlsConfig, retryMissingSegments } from './hls-config'

describe('HLS loading policy (spec 01 §7 "HLS starts at the start time…")', () => {
  const policy = hlsConfig(123).fragLoadPolicy!.default

  it('starts at the start time', () => {
    expect(hlsConfig(123).startPosition).toBe(123)
  })

  it('gives fragments 10 s to the first byte and 120 s to load', () => {
    expect(policy.maxTimeToFirstByteMs).toBe(10_000)
    expect(policy.maxLoadTimeMs).toBe(120_000)
  })

  it('retries 4 times on timeout and 8 times with a 1–8 s back-off on other errors', () => {
    expect(policy.timeoutRetry?.maxNumRetry).toBe(4)
    expect(policy.errorRetry).toMatchObject({ maxNumRetry: 8, retryDelayMs: 1000, maxRetryDelayMs: 8000 })
  })

  it('retries a 404 fragment (not yet transcoded) until the retries run out', () => {
    const config = policy.errorRetry as RetryConfig
    const notFound = { code: 404, text: 'Not Found' } as LoaderResponse
    expect(retryMissingSegments(config, 0, false, notFound, false)).toBe(true)
    expect(retryMissingSegments(config, 7, false, notFound, false)).toBe(true)
    expect(retryMissingSegments(config, 8, false, notFound, false)).toBe(false)
    expect(retryMissingSegments(config, 0, false, { code: 403, text: '' } as LoaderResponse, false)).toBe(
      false,
    )
    expect(retryMissingSegments(config, 3, false, undefined, true)).toBe(true)
  })
})
