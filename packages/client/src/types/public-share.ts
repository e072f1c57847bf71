import type * as v from 'valibot'
import { serverObject } from './common'
import { SharePlaybackSessionSchema } from './session'
import { MediaItemShareSchema } from './share-feed'

/** `GET /public/share/{slug}` (no sign-in): the share and the playback session it opened. */
export const PublicShareSchema = serverObject({
  ...MediaItemShareSchema.entries,
  playbackSession: SharePlaybackSessionSchema,
})
export type PublicShare = v.InferOutput<typeof PublicShareSchema>
