/**
 * Ids of the demo server's sample entities, the same as in the recordings in ../shared/abs-api-samples, so recorded
 * request paths can be replayed against the demo server. Other sample entities get random ids. The demo server's
 * sample library (apps/demo-server/src/sample/ids.ts) and every test name them from here: data only, no imports.
 */
export const sampleIds = {
  bookLibrary: '55b0484f-0774-4eed-b98c-a5bc27f99e87',
  bookFolder: 'bfa245cf-0937-4ad5-8a47-2a5dfb34d3e2',
  podcastLibrary: '125536b2-dabe-414a-81fa-1181d0a501d3',
  rootUser: 'f7daf756-cdd3-4ec0-a161-2a702d1444ab',
  userUser: 'c72395ac-e582-4773-b13c-f3b0fdcdd5e1',
  authorA: '54f21c8d-3599-41b6-ba41-34f20b4b34c4',
  seriesX: '2e70af42-e227-4680-b176-e23942e7a273',
  podcastP: '97c66426-8a5f-4bb2-aebe-e6f82ce9d0bb',
} as const

/** Library item ids by book title. */
export const sampleItemIdsByTitle: Record<string, string> = {
  'Book One': 'a0d2a731-50d7-4c27-8082-47d935156cef',
  'Book Two': '395a8cdd-8b1c-4f09-a0d4-ca788c875b44',
  'Book Three': 'ed9e4d9a-d55d-4280-a9e5-ba067403a0a9',
  'Book Four': '4175e206-e038-432d-a847-8dc59c441aec',
  'Comic Five': 'e55a456b-c55b-4215-a73e-35781d7956ff',
  // Not in the recordings: fixed so tests can name the mobi, azw3 and cbr books.
  'Book Six': '6b0c3f52-8d1e-4f7a-9c61-2a4e5d7f8b01',
  'Book Seven': '7c1d4a63-9e2f-4a8b-8d72-3b5f6e8a9c02',
  'Comic Eight': '8d2e5b74-af30-4b9c-9e83-4c6a7f9bad03',
  'Podcast P': sampleIds.podcastP,
}

/** The recorded podcast's first three episodes, in episode order. */
export const samplePodcastEpisodeIds = [
  '321b1aad-cf76-4edf-aa1b-081958ca18e5',
  '43e5aa7c-307d-4c71-be7b-eae73c2d51fe',
  'c0c0ce06-919b-4c31-8abd-e79f3a22bae7',
]

export const sampleAuthorIdsByName: Record<string, string> = { 'Author A': sampleIds.authorA }
export const sampleSeriesIdsByName: Record<string, string> = { 'Series X': sampleIds.seriesX }
