import type { HlsConfig, LoaderResponse, RetryConfig } from 'hls.js'
import {
  HLS_ERROR_RETRIES,
  HLS_FIRST_BYTE_TIMEOUT_MS,
  HLS_LOAD_TIMEOUT_MS,
  HLS_RETRY_DELAY_MAX_MS,
  HLS_RETRY_DELAY_MIN_MS,
  HLS_TIMEOUT_RETRIES,
} from '../constants'

/**
 * The server transcodes segments on the fly: a segment asked for too early answers 404, and asking again later
 * finds it. hls.js does not retry 4xx by itself.
 */
export function retryMissingSegments(
  retryConfig: RetryConfig | null | undefined,
  retryCount: number,
  _isTimeout: boolean,
  loaderResponse: LoaderResponse | undefined,
  retry: boolean,
): boolean {
  if (retry) return true
  return loaderResponse?.code === 404 && !!retryConfig && retryCount < retryConfig.maxNumRetry
}

/**
 * Spec 01 §7: start at the start time; fragments get 4 retries on timeout and 8 retries with a 1–8 s back-off on
 * other errors (a 404 included); 10 s to the first byte and 120 s to load.
 */
export function hlsConfig(startTime: number): Partial<HlsConfig> {
  return {
    startPosition: startTime,
    fragLoadPolicy: {
      default: {
        maxTimeToFirstByteMs: HLS_FIRST_BYTE_TIMEOUT_MS,
        maxLoadTimeMs: HLS_LOAD_TIMEOUT_MS,
        timeoutRetry: { maxNumRetry: HLS_TIMEOUT_RETRIES, retryDelayMs: 0, maxRetryDelayMs: 0 },
        errorRetry: {
          maxNumRetry: HLS_ERROR_RETRIES,
          retryDelayMs: HLS_RETRY_DELAY_MIN_MS,
          maxRetryDelayMs: HLS_RETRY_DELAY_MAX_MS,
          shouldRetry: retryMissingSegments,
        },
      },
    },
  }
}
