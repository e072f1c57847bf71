import { inject } from 'vitest'
import type {} from '../../../test-support/demo-server-setup'

/** Base URL of the demo server the stores project shares (started by its globalSetup). */
export const demoServerUrl: string = inject('demoServerUrl')

/** Ids of the demo server's sample data. */
export const BOOK_LIBRARY_ID = '55b0484f-0774-4eed-b98c-a5bc27f99e87'
export const PODCAST_LIBRARY_ID = '125536b2-dabe-414a-81fa-1181d0a501d3'
