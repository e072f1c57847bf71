/**
 * Schema changes in the order they were introduced. Entities are stored as JSON documents (the shapes the
 * server serialises from), with the columns the server looks rows up by pulled out next to them.
 * Never edit a released migration: append a new one.
 */
export const migrations: readonly string[] = [
  `
  CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE users (id TEXT PRIMARY KEY, username TEXT NOT NULL UNIQUE COLLATE NOCASE, data TEXT NOT NULL);
  CREATE TABLE api_keys (id TEXT PRIMARY KEY, data TEXT NOT NULL);
  CREATE TABLE login_sessions (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, data TEXT NOT NULL);
  CREATE TABLE libraries (id TEXT PRIMARY KEY, data TEXT NOT NULL);
  CREATE TABLE library_items (id TEXT PRIMARY KEY, library_id TEXT NOT NULL, data TEXT NOT NULL);
  CREATE TABLE authors (id TEXT PRIMARY KEY, library_id TEXT NOT NULL, data TEXT NOT NULL);
  CREATE TABLE series (id TEXT PRIMARY KEY, library_id TEXT NOT NULL, data TEXT NOT NULL);
  CREATE TABLE media_progress (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, data TEXT NOT NULL);
  CREATE TABLE playback_sessions (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, data TEXT NOT NULL);
  CREATE TABLE collections (id TEXT PRIMARY KEY, library_id TEXT NOT NULL, data TEXT NOT NULL);
  CREATE TABLE playlists (id TEXT PRIMARY KEY, user_id TEXT NOT NULL, data TEXT NOT NULL);
  CREATE TABLE shares (id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
  CREATE TABLE feeds (id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, data TEXT NOT NULL);
  CREATE INDEX library_items_by_library ON library_items (library_id);
  CREATE INDEX media_progress_by_user ON media_progress (user_id);
  CREATE INDEX playback_sessions_by_user ON playback_sessions (user_id);
  `,
]
