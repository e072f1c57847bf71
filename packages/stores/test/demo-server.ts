import { inject } from 'vitest'
import type {} from '../../../test-support/demo-server-setup'
import { sampleIds } from '../../../test-support/sample-ids'

/** Base URL of the demo server the stores project shares (started by its globalSetup). */
export const demoServerUrl: string = inject('demoServerUrl')

/** Ids of the demo server's sample data. */
export const BOOK_LIBRARY_ID = sampleIds.bookLibrary
export const PODCAST_LIBRARY_ID = sampleIds.podcastLibrary
