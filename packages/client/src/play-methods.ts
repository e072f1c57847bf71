/**
 * How a playback session streams (the session's `playMethod`). Kept apart from the schemas so that code reading it
 * at run time does not load valibot.
 */
export const PlayMethods = { directPlay: 0, directStream: 1, transcode: 2, local: 3 } as const
