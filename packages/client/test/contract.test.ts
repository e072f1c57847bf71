import * as v from 'valibot'
import { describe, expect, test } from 'vitest'
import {
  ApiKeysResponseSchema,
  AudioBookmarkSchema,
  AuthErrorBodySchema,
  AuthorSchema,
  AuthorsResponseSchema,
  AuthorUpdateResponseSchema,
  AuthSettingsSchema,
  BookSearchResultsSchema,
  CollectionSchema,
  CollectionsPageSchema,
  CollectionsResponseSchema,
  CreatedApiKeyResponseSchema,
  FileSystemResponseSchema,
  ItemsInProgressSchema,
  LibrariesResponseSchema,
  LibraryFilterDataSchema,
  LibraryItemSchema,
  LibraryItemsBatchSchema,
  LibraryItemsPageSchema,
  LibraryItemUnexpandedSchema,
  LibrarySchema,
  LibraryStatsSchema,
  LibraryWithFilterDataSchema,
  ListeningSessionsPageSchema,
  ListeningStatsSchema,
  LoginResponseSchema,
  LoginSessionsPageSchema,
  LogoutResponseSchema,
  MediaItemShareSchema,
  MediaProgressListSchema,
  MediaProgressSchema,
  NarratorsResponseSchema,
  OpenFeedResponseSchema,
  OpenSessionsResponseSchema,
  PasswordChangeResponseSchema,
  PersonalizedShelvesSchema,
  PingResponseSchema,
  PlaybackSessionSchema,
  PlaylistSchema,
  PlaylistsPageSchema,
  PlaylistsResponseSchema,
  PodcastEpisodeSchema,
  PodcastSearchResultsSchema,
  PublicShareSchema,
  RecentEpisodesResponseSchema,
  RssFeedsResponseSchema,
  SearchProvidersSchema,
  SeriesPageSchema,
  SeriesSchema,
  ServerSettingsResponseSchema,
  ServerStatusSchema,
  TasksResponseSchema,
  UserResponseSchema,
  UserSchema,
  UsersResponseSchema,
} from '../src/types'
import { hasSamples, isRecordedBinary, listExchangeFiles, readExchange } from './contract-samples'
import { undeclaredFields } from './contract-undeclared-fields'

/** Recorded exchanges with a JSON body, and the schema that body must satisfy. */
const jsonBodies: Record<string, v.GenericSchema> = {
  'DELETE_api_collections_id_book_bookId.json': CollectionSchema,
  'DELETE_api_playlists_id_item_libraryItemId.json': PlaylistSchema,
  'DELETE_api_playlists_id_item_libraryItemId_episodeId.json': PlaylistSchema,
  'GET_api_api-keys.json': ApiKeysResponseSchema,
  'GET_api_auth-settings.json': AuthSettingsSchema,
  'GET_api_authors_id.json': AuthorSchema,
  'GET_api_collections.json': CollectionsResponseSchema,
  'GET_api_collections_id.json': CollectionSchema,
  'GET_api_feeds.json': RssFeedsResponseSchema,
  'GET_api_filesystem.json': FileSystemResponseSchema,
  'GET_api_filesystem__path.json': FileSystemResponseSchema,
  'GET_api_items_id__expanded_cbz.json': LibraryItemSchema,
  'GET_api_items_id__expanded_epub_mp3.json': LibraryItemSchema,
  'GET_api_items_id__expanded_m4b.json': LibraryItemSchema,
  'GET_api_items_id__expanded_multi_mp3.json': LibraryItemSchema,
  'GET_api_items_id__expanded_pdf_only.json': LibraryItemSchema,
  'GET_api_items_id__expanded_podcast.json': LibraryItemSchema,
  'GET_api_items_id__include_rssfeed.json': LibraryItemSchema,
  'GET_api_items_id__include_share.json': LibraryItemSchema,
  'GET_api_items_id__not_expanded.json': LibraryItemUnexpandedSchema,
  'GET_api_libraries.json': LibrariesResponseSchema,
  'GET_api_libraries__as_user.json': LibrariesResponseSchema,
  'GET_api_libraries__cors_allowedOrigins.json': LibrariesResponseSchema,
  'GET_api_libraries__cors_default.json': LibrariesResponseSchema,
  'GET_api_libraries_id.json': LibrarySchema,
  'GET_api_libraries_id__include_filterdata.json': LibraryWithFilterDataSchema,
  'GET_api_libraries_id_authors.json': AuthorsResponseSchema,
  'GET_api_libraries_id_collections.json': CollectionsPageSchema,
  'GET_api_libraries_id_filterdata.json': LibraryFilterDataSchema,
  'GET_api_libraries_id_items.json': LibraryItemsPageSchema,
  'GET_api_libraries_id_items__as_user.json': LibraryItemsPageSchema,
  'GET_api_libraries_id_items__collapseseries.json': LibraryItemsPageSchema,
  'GET_api_libraries_id_items__filter_authors.json': LibraryItemsPageSchema,
  'GET_api_libraries_id_items__filter_ebooks.json': LibraryItemsPageSchema,
  'GET_api_libraries_id_items__filter_progress.json': LibraryItemsPageSchema,
  'GET_api_libraries_id_items__filter_series.json': LibraryItemsPageSchema,
  'GET_api_libraries_id_items__final.json': LibraryItemsPageSchema,
  'GET_api_libraries_id_items__page.json': LibraryItemsPageSchema,
  'GET_api_libraries_id_items__webclient.json': LibraryItemsPageSchema,
  'GET_api_libraries_id_narrators.json': NarratorsResponseSchema,
  'GET_api_libraries_id_personalized.json': PersonalizedShelvesSchema,
  'GET_api_libraries_id_playlists.json': PlaylistsPageSchema,
  'GET_api_libraries_id_search.json': BookSearchResultsSchema,
  'GET_api_libraries_id_search__author.json': BookSearchResultsSchema,
  'GET_api_libraries_id_series.json': SeriesPageSchema,
  'GET_api_libraries_id_series_seriesId.json': SeriesSchema,
  'GET_api_libraries_id_stats.json': LibraryStatsSchema,
  'GET_api_libraries_podcastlib__include_filterdata.json': LibraryWithFilterDataSchema,
  'GET_api_libraries_podcastlib_items.json': LibraryItemsPageSchema,
  'GET_api_libraries_podcastlib_personalized.json': PersonalizedShelvesSchema,
  'GET_api_libraries_podcastlib_recent-episodes.json': RecentEpisodesResponseSchema,
  'GET_api_libraries_podcastlib_search.json': PodcastSearchResultsSchema,
  'GET_api_me.json': UserSchema,
  'GET_api_me__access_token_after_logout.json': UserSchema,
  'GET_api_me__api_key.json': UserSchema,
  'GET_api_me__as_user.json': UserSchema,
  'GET_api_me__final.json': UserSchema,
  'GET_api_me__token_query.json': UserSchema,
  'GET_api_me_items-in-progress.json': ItemsInProgressSchema,
  'GET_api_me_listening-sessions.json': ListeningSessionsPageSchema,
  'GET_api_me_listening-stats.json': ListeningStatsSchema,
  'GET_api_me_progress_id.json': MediaProgressSchema,
  'GET_api_me_progress_id_episodeId.json': MediaProgressSchema,
  'GET_api_playlists.json': PlaylistsResponseSchema,
  'GET_api_playlists_id.json': PlaylistSchema,
  'GET_api_podcasts_id_episode_episodeId.json': PodcastEpisodeSchema,
  'GET_api_series_id.json': SeriesSchema,
  'GET_api_session_id.json': PlaybackSessionSchema,
  'GET_api_sessions.json': ListeningSessionsPageSchema,
  'GET_api_sessions_open.json': OpenSessionsResponseSchema,
  'GET_api_tasks.json': TasksResponseSchema,
  'GET_api_users.json': UsersResponseSchema,
  'GET_audiobookshelf_status__base_path.json': ServerStatusSchema,
  'GET_ping.json': PingResponseSchema,
  'GET_public_share_slug.json': PublicShareSchema,
  'GET_status.json': ServerStatusSchema,
  'GET_status__uninitialized.json': ServerStatusSchema,
  'PATCH_api_authors_id.json': AuthorUpdateResponseSchema,
  'PATCH_api_collections_id.json': CollectionSchema,
  'PATCH_api_me_item_id_bookmark.json': AudioBookmarkSchema,
  'PATCH_api_playlists_id.json': PlaylistSchema,
  'PATCH_api_settings.json': ServerSettingsResponseSchema,
  'PATCH_api_settings__allowedOrigins.json': ServerSettingsResponseSchema,
  'PATCH_api_settings__allowedOrigins_reset.json': ServerSettingsResponseSchema,
  'POST_api_api-keys.json': CreatedApiKeyResponseSchema,
  'POST_api_authorize.json': LoginResponseSchema,
  'POST_api_collections.json': CollectionSchema,
  'POST_api_collections_id_batch_add.json': CollectionSchema,
  'POST_api_collections_id_batch_remove.json': CollectionSchema,
  'POST_api_collections_id_book.json': CollectionSchema,
  'POST_api_feeds_item_id_open.json': OpenFeedResponseSchema,
  'POST_api_items_batch_get.json': LibraryItemsBatchSchema,
  'POST_api_items_id_play__as_user.json': PlaybackSessionSchema,
  'POST_api_items_id_play__direct.json': PlaybackSessionSchema,
  'POST_api_items_id_play__transcode.json': PlaybackSessionSchema,
  'POST_api_items_id_play__transcode_multifile.json': PlaybackSessionSchema,
  'POST_api_items_id_play_episodeId.json': PlaybackSessionSchema,
  'POST_api_libraries__book.json': LibrarySchema,
  'POST_api_libraries__podcast.json': LibrarySchema,
  'POST_api_me_item_id_bookmark.json': AudioBookmarkSchema,
  'POST_api_playlists.json': PlaylistSchema,
  'POST_api_playlists__as_user.json': PlaylistSchema,
  'POST_api_playlists__podcast_episodes.json': PlaylistSchema,
  'POST_api_playlists_collection_collectionId.json': PlaylistSchema,
  'POST_api_playlists_id_batch_add.json': PlaylistSchema,
  'POST_api_playlists_id_batch_remove.json': PlaylistSchema,
  'POST_api_playlists_id_item.json': PlaylistSchema,
  'POST_api_share_mediaitem.json': MediaItemShareSchema,
  'POST_api_users.json': UserResponseSchema,
  'POST_auth_refresh__after_logout.json': AuthErrorBodySchema,
  'POST_auth_refresh__cookie.json': LoginResponseSchema,
  'POST_auth_refresh__no_token.json': AuthErrorBodySchema,
  'POST_auth_refresh__reused_old_token.json': AuthErrorBodySchema,
  'POST_auth_refresh__x-refresh-token.json': LoginResponseSchema,
  'POST_login.json': LoginResponseSchema,
  'POST_login__user.json': LoginResponseSchema,
  'POST_login__x-return-tokens.json': LoginResponseSchema,
  'POST_logout.json': LogoutResponseSchema,
  'v2.36/GET_api_items_id__expanded_m4b.json': LibraryItemSchema,
  'v2.36/GET_api_libraries.json': LibrariesResponseSchema,
  'v2.36/GET_api_libraries_id__include_filterdata.json': LibraryWithFilterDataSchema,
  'v2.36/GET_api_me_progress.json': MediaProgressListSchema,
  'v2.36/GET_api_me_sessions__cookie.json': LoginSessionsPageSchema,
  'v2.36/GET_api_search_providers.json': SearchProvidersSchema,
  'v2.36/PATCH_api_me_password__x-refresh-token.json': PasswordChangeResponseSchema,
  'v2.36/POST_api_authorize.json': LoginResponseSchema,
  'v2.36/POST_api_authorize__legacy_token.json': LoginResponseSchema,
  'v2.36/POST_api_items_id_play__direct.json': PlaybackSessionSchema,
  'v2.36/POST_api_items_id_play__transcode.json': PlaybackSessionSchema,
  'v2.36/POST_auth_refresh__cookie.json': LoginResponseSchema,
  'v2.36/POST_auth_refresh__grace_period_old_token.json': LoginResponseSchema,
  'v2.36/POST_auth_refresh__two_rotations_old.json': AuthErrorBodySchema,
  'v2.36/POST_auth_refresh__x-refresh-token.json': LoginResponseSchema,
  'v2.36/POST_login.json': LoginResponseSchema,
  'v2.36/POST_login__x-return-tokens.json': LoginResponseSchema,
  'v2.36/POST_logout__allDevices.json': LogoutResponseSchema,
}

/** Recorded exchanges with a text body: the exact text, or a pattern for long documents. */
const textBodies: Record<string, string | RegExp> = {
  'DELETE_api_collections_id.json': 'OK',
  'DELETE_api_me_item_id_bookmark_time.json': 'OK',
  'DELETE_api_me_item_id_bookmark_time__missing.json': 'Not Found',
  'DELETE_api_playlists_id.json': 'OK',
  'DELETE_api_share_mediaitem_id.json': '',
  'GET_api_items_id_cover__none.json': 'Not Found',
  'GET_api_items_id_ebook__no_auth.json': 'Unauthorized',
  'GET_api_items_id_file_ino__no_auth.json': 'Unauthorized',
  'GET_api_libraries_podcastlib__as_user_forbidden.json': 'Forbidden',
  'GET_api_me__bad_token.json': 'Unauthorized',
  'GET_api_me__cookies_only.json': 'Unauthorized',
  'GET_api_me__expired_token.json': 'Unauthorized',
  'GET_api_me__no_token.json': 'Unauthorized',
  'GET_api_me_progress_id__none.json': 'Not Found',
  'GET_api_sessions__as_user.json': 'Not Found',
  'GET_api_settings__not_a_route.json': /<pre>Cannot GET \/api\/settings<\/pre>/,
  'GET_feed_slug.json': /^<\?xml version="1\.0" encoding="UTF-8"\?><rss /,
  'GET_healthcheck.json': 'OK',
  'GET_hls_id_output_m3u8.json': /^#EXTM3U\n[\s\S]*output-0\.ts[\s\S]*#EXT-X-ENDLIST/,
  'GET_hls_id_output_m3u8__basepath.json': /^#EXTM3U\n[\s\S]*#EXT-X-ENDLIST/,
  'GET_hls_id_output_m3u8__multifile.json': /^#EXTM3U\n[\s\S]*#EXT-X-ENDLIST/,
  'GET_hls_id_output_m3u8__unknown_session.json': 'Not Found',
  'GET_public_session_id_track_index__bad_index.json': 'Not Found',
  'GET_public_session_id_track_index__closed.json': 'Not Found',
  'GET_public_session_id_track_index__transcode_redirect.json':
    /^Found\. Redirecting to \/hls\/[\w-]+\/output\.m3u8$/,
  'GET_public_share_slug__deleted.json': 'Not Found',
  'GET_public_share_slug_track_index__no_cookie.json': 'Share session not set',
  'GET_web_client_index.json': /^<!doctype html>/i,
  'OPTIONS_api_items_id_cover__cors_localhost.json': 'OK',
  'OPTIONS_api_libraries__cors_allowedOrigins.json': 'OK',
  'OPTIONS_api_libraries__cors_default.json': 'Unauthorized',
  'OPTIONS_api_libraries__cors_other_origin.json': 'Unauthorized',
  'OPTIONS_login__cors_allowedOrigins.json': 'OK',
  'OPTIONS_login__cors_default.json': 'POST',
  'PATCH_api_me_progress_batch_update.json': 'OK',
  'PATCH_api_me_progress_libraryItemId.json': 'OK',
  'PATCH_api_me_progress_libraryItemId_episodeId.json': 'OK',
  'PATCH_api_settings__as_user_forbidden.json': 'Forbidden',
  'PATCH_public_share_slug_progress.json': '',
  'POST_api_collections__as_user_forbidden.json': 'Forbidden',
  'POST_api_feeds_id_close.json': 'OK',
  'POST_api_libraries__as_user_forbidden.json': 'Forbidden',
  'POST_api_libraries_id_scan.json': 'OK',
  'POST_api_session_id_close.json': 'OK',
  'POST_api_session_id_close__episode.json': 'OK',
  'POST_api_session_id_close__transcode.json': 'OK',
  'POST_api_session_id_sync.json': 'OK',
  'POST_api_session_id_sync__2.json': 'OK',
  'POST_api_session_id_sync__closed.json': 'Not Found',
  'POST_api_session_id_sync__episode.json': 'OK',
  'POST_api_session_id_sync__transcode.json': 'OK',
  'POST_api_session_id_sync__wrong_user.json': 'Not Found',
  'POST_init.json': 'OK',
  'POST_init__already_initialized.json': 'Internal Server Error',
  'POST_login__unknown_user.json': 'Unauthorized',
  'POST_login__wrong_password.json': 'Unauthorized',
  'v2.36/GET_api_me__refresh_token_as_bearer.json': 'Unauthorized',
  'v2.36/POST_api_session_id_sync__wrong_user.json': 'Forbidden',
}

/** Recorded exchanges with a binary body: its content type and its first bytes (hex). */
const binaryBodies: Record<string, { contentType: string; startsWith: string }> = {
  'GET_api_items_id_cover__no_auth.json': { contentType: 'image/jpeg', startsWith: 'ffd8ff' },
  'GET_api_items_id_cover__width.json': { contentType: 'image/webp', startsWith: '52494646' },
  'GET_api_items_id_ebook__epub.json': { contentType: 'application/epub+zip', startsWith: '504b0304' },
  'GET_api_items_id_file_ino__bearer.json': { contentType: 'audio/mp4', startsWith: '0000001c66747970' },
  'GET_api_items_id_file_ino__token_query.json': { contentType: 'audio/mp4', startsWith: '0000001c66747970' },
  // The recorder kept this 404's "Not Found" text as bytes.
  'GET_hls_id_output-0_ts__before_start_segment.json': {
    contentType: 'text/plain; charset=utf-8',
    startsWith: Buffer.from('Not Found').toString('hex'),
  },
  'GET_hls_id_output-N_ts.json': { contentType: 'video/mp2t', startsWith: '47' },
  'GET_public_session_id_track_index.json': { contentType: 'audio/mp4', startsWith: '0000001c66747970' },
  'GET_public_share_slug_cover.json': { contentType: 'image/jpeg', startsWith: 'ffd8ff' },
  'GET_public_share_slug_track_index.json': { contentType: 'audio/mp4', startsWith: '0000001c66747970' },
}

function issueReport(issues: v.BaseIssue<unknown>[]): string {
  return issues
    .slice(0, 10)
    .map((issue) => `${v.getDotPath(issue) ?? '$'}: ${issue.message}`)
    .join('\n')
}

describe.skipIf(!hasSamples)('recorded server responses', () => {
  const files = hasSamples ? listExchangeFiles() : []
  const tabled = { ...jsonBodies, ...textBodies, ...binaryBodies }

  test('every recorded exchange is listed in exactly one body table', () => {
    const unlisted = files.filter((file) => !(file in tabled))
    const twice = Object.keys(jsonBodies).filter((file) => file in textBodies || file in binaryBodies)
    expect(unlisted, 'recorded exchanges missing from the tables').toEqual([])
    expect(twice).toEqual([])
  })

  test('every table entry names a recorded exchange', () => {
    expect(Object.keys(tabled).filter((file) => !files.includes(file))).toEqual([])
  })

  test.each(Object.entries(jsonBodies))(
    '%s satisfies its schema and declares every field',
    (file, schema) => {
      const { body } = readExchange(file).response
      expect(typeof body === 'object' && body !== null && !isRecordedBinary(body), 'a JSON body').toBe(true)
      const result = v.safeParse(schema, body)
      expect(result.success ? '' : issueReport(result.issues)).toBe('')
      expect(undeclaredFields(schema, body)).toEqual([])
    },
  )

  test.each(Object.entries(textBodies))('%s answers the recorded text', (file, expected) => {
    const { body } = readExchange(file).response
    expect(typeof body).toBe('string')
    if (typeof expected === 'string') expect(body).toBe(expected)
    else expect(body).toMatch(expected)
  })

  test.each(Object.entries(binaryBodies))('%s is a %s body', (file, { contentType, startsWith }) => {
    const { body, headers } = readExchange(file).response
    expect(isRecordedBinary(body) && body.byteLength > 0).toBe(true)
    expect(headers['content-type']).toBe(contentType)
    expect(isRecordedBinary(body) && body.firstBytesHex.startsWith(startsWith)).toBe(true)
  })

  test('a 401 from /api, /login or a preflight is the bare text Unauthorized without a content type', () => {
    const unauthorized = files
      .map((file) => ({ file, exchange: readExchange(file) }))
      .filter(({ exchange }) => exchange.response.status === 401)
      .filter(({ exchange }) => !exchange.request.path.startsWith('/auth/refresh'))
    expect(unauthorized.length).toBeGreaterThan(5)
    for (const { file, exchange } of unauthorized) {
      expect({ file, body: exchange.response.body, type: exchange.response.headers['content-type'] }).toEqual(
        {
          file,
          body: 'Unauthorized',
          type: undefined,
        },
      )
    }
  })

  test('a 401 from /auth/refresh is JSON naming the reason', () => {
    const refreshFailures = files
      .map((file) => readExchange(file))
      .filter(
        (exchange) => exchange.response.status === 401 && exchange.request.path.startsWith('/auth/refresh'),
      )
    expect(refreshFailures.length).toBeGreaterThan(2)
    for (const exchange of refreshFailures) {
      expect(v.parse(AuthErrorBodySchema, exchange.response.body).error).toMatch(/refresh token/i)
    }
  })
})
