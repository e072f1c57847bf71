import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import {
  ItemRemovedPayloadSchema,
  LibraryItemSchema,
  LoginResponseSchema,
  PersonalizedShelvesSchema,
  PlaybackSessionSchema,
  PlaylistSchema,
  UserSchema,
} from '../src/types'
import { hasSamples, readExchange } from './contract-samples'
import { undeclaredFields } from './contract-undeclared-fields'

/** A fresh copy of a recorded JSON body, to alter. */
function body(file: string): Record<string, unknown> {
  return structuredClone(readExchange(file).response.body) as Record<string, unknown>
}

function field(value: unknown, key: string): Record<string, unknown> {
  return (value as Record<string, Record<string, unknown>>)[key]
}

describe.skipIf(!hasSamples)('schemas reject what a server never sends', () => {
  test('an item of an unknown media type', () => {
    const item = body('GET_api_items_id__expanded_m4b.json')
    expect(v.is(LibraryItemSchema, item)).toBe(true)
    item.mediaType = 'video'
    expect(v.is(LibraryItemSchema, item)).toBe(false)
  })

  test('an item without an id', () => {
    const item = body('GET_api_items_id__expanded_podcast.json')
    delete item.id
    const result = v.safeParse(LibraryItemSchema, item)
    expect(result.success).toBe(false)
    expect(result.issues?.map((issue) => v.getDotPath(issue))).toContain('id')
  })

  test('a book item carrying a podcast', () => {
    const item = body('GET_api_items_id__expanded_m4b.json')
    item.media = body('GET_api_items_id__expanded_podcast.json').media
    expect(v.is(LibraryItemSchema, item)).toBe(false)
  })

  test('a user of an unknown type, or without permissions', () => {
    const user = body('GET_api_me.json')
    expect(v.is(UserSchema, { ...user, type: 'superuser' })).toBe(false)
    expect(v.is(UserSchema, { ...user, permissions: undefined })).toBe(false)
  })

  test('a session with a play method the server does not have', () => {
    const session = body('POST_api_items_id_play__direct.json')
    expect(v.is(PlaybackSessionSchema, { ...session, playMethod: 4 })).toBe(false)
    expect(v.is(PlaybackSessionSchema, { ...session, playMethod: 2 })).toBe(true)
  })

  test('a book session that names an episode instead of a book', () => {
    const session = body('POST_api_items_id_play__direct.json')
    expect(v.is(PlaybackSessionSchema, { ...session, bookId: null, episodeId: 'some-episode' })).toBe(false)
  })

  test('a shelf of an unknown type, or with entities of another type', () => {
    const shelves = readExchange('GET_api_libraries_id_personalized.json').response.body as Record<
      string,
      unknown
    >[]
    const books = shelves.find((shelf) => shelf.type === 'book')
    const authors = shelves.find((shelf) => shelf.type === 'authors')
    expect(v.is(PersonalizedShelvesSchema, [{ ...books, type: 'movies' }])).toBe(false)
    expect(v.is(PersonalizedShelvesSchema, [{ ...books, entities: authors?.entities }])).toBe(false)
  })

  test('a login whose refresh token is not text', () => {
    const login = body('POST_login__x-return-tokens.json')
    expect(v.is(LoginResponseSchema, login)).toBe(true)
    field(login, 'user').refreshToken = 42
    expect(v.is(LoginResponseSchema, login)).toBe(false)
  })
})

describe.skipIf(!hasSamples)('schemas accept what servers 2.30 to 2.36 send', () => {
  test('fields a newer server adds pass and are kept', () => {
    const item = body('GET_api_items_id__expanded_m4b.json')
    item.someFutureField = { nested: true }
    field(item, 'media').anotherNewField = 1
    expect(v.parse(LibraryItemSchema, item)).toMatchObject({
      someFutureField: { nested: true },
      media: { anotherNewField: 1 },
    })
  })

  test('a login without tokens (authorize), with a null refresh token (cookie mode) and with both tokens', () => {
    const authorize = v.parse(LoginResponseSchema, body('POST_api_authorize.json'))
    const cookieLogin = v.parse(LoginResponseSchema, body('POST_login.json'))
    const headerLogin = v.parse(LoginResponseSchema, body('POST_login__x-return-tokens.json'))
    expect(authorize.user.accessToken).toBeUndefined()
    expect(cookieLogin.user.refreshToken).toBeNull()
    expect(cookieLogin.user.accessToken).toMatch(/^ey/)
    expect(headerLogin.user.refreshToken).toMatch(/^ey/)
  })

  test('item_removed with only an id (2.30) and with its library (2.36)', () => {
    expect(v.parse(ItemRemovedPayloadSchema, { id: 'a' })).toEqual({ id: 'a' })
    expect(v.parse(ItemRemovedPayloadSchema, { id: 'a', libraryId: 'b' }).libraryId).toBe('b')
  })

  test('narrowing on mediaType gives a book its tracks and a podcast its episodes', () => {
    const book = v.parse(LibraryItemSchema, body('GET_api_items_id__expanded_multi_mp3.json'))
    const podcast = v.parse(LibraryItemSchema, body('GET_api_items_id__expanded_podcast.json'))
    if (book.mediaType !== 'book' || podcast.mediaType !== 'podcast') throw new Error('wrong media types')
    expect(book.media.tracks.map((track) => track.startOffset)).toEqual([0, 10.527347, 21.028571])
    expect(book.media.tracks[0]?.contentUrl).toBe(`/api/items/${book.id}/file/${book.media.tracks[0]?.ino}`)
    expect(podcast.media.episodes.map((episode) => episode.audioTrack.index)).toEqual([1, 1, 1])
  })

  test('playlist entries narrow to a book or an episode with its podcast', () => {
    const playlist = v.parse(PlaylistSchema, body('POST_api_playlists__podcast_episodes.json'))
    const entry = playlist.items[0]
    if (entry?.episodeId === undefined) throw new Error('expected an episode entry')
    expect(entry.episode.id).toBe(entry.episodeId)
    expect(entry.libraryItem.mediaType).toBe('podcast')
    expect(entry.episode.audioTrack.contentUrl).toBe(
      `/api/items/${entry.libraryItemId}/file/${entry.episode.audioFile.ino}`,
    )
  })
})

describe.skipIf(!hasSamples)('the field-for-field check', () => {
  test('names a recorded field its schema does not declare', () => {
    const session = body('POST_api_items_id_play__direct.json')
    expect(undeclaredFields(PlaybackSessionSchema, session)).toEqual([])
    field(field(session, 'libraryItem'), 'media').surprise = true
    session.extra = 1
    expect(undeclaredFields(PlaybackSessionSchema, session)).toEqual([
      '$.extra',
      '$.libraryItem.media.surprise',
    ])
  })
})
