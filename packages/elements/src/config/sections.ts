/**
 * The configuration areas (spec 01 §2 headings, with the official client's Settings and Listening Sessions pages),
 * with where each links; their names come from the config page's messages.
 */
export const CONFIG_SECTIONS = [
  { id: 'settings', path: '/config' },
  { id: 'account', path: '/account' },
  { id: 'users', path: '/config/users' },
  { id: 'libraries', path: '/config/libraries' },
  { id: 'sessions', path: '/config/sessions' },
  { id: 'backups', path: '/config/backups' },
  { id: 'log', path: '/config/log' },
  { id: 'notifications', path: '/config/notifications' },
  { id: 'email', path: '/config/email' },
  { id: 'rss-feeds', path: '/config/rss-feeds' },
  { id: 'authentication', path: '/config/authentication' },
  { id: 'api-keys', path: '/config/api-keys' },
  { id: 'item-metadata-utils', path: '/config/item-metadata-utils' },
  { id: 'stats', path: '/config/stats' },
] as const

export type ConfigSectionId = (typeof CONFIG_SECTIONS)[number]['id']

/** /config opens the server settings, as the official client does. */
export const DEFAULT_CONFIG_SECTION: ConfigSectionId = 'settings'
