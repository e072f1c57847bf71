import { describe, expect, it } from 'vitest'
import { DownloadStatus, downloadStatusName } from './download-status'

describe('download status values (spec 01 §9, spec 02 §9)', () => {
  it('are PENDING 0, READY 1, EXPIRED 2 and FAILED 3, read back by number', () => {
    expect(DownloadStatus).toEqual({ PENDING: 0, READY: 1, EXPIRED: 2, FAILED: 3 })
    expect([0, 1, 2, 3].map(downloadStatusName)).toEqual(['PENDING', 'READY', 'EXPIRED', 'FAILED'])
    expect(downloadStatusName(4)).toBeNull()
  })
})
