/** The configuration areas (spec 01 §2), in the official client's order, with where each heading links. */
export const CONFIG_SECTIONS: readonly { id: string; title: string; path: string }[] = [
  { id: 'account', title: 'Account', path: '/account' },
  { id: 'users', title: 'Users', path: '/config/users' },
  { id: 'libraries', title: 'Libraries', path: '/config/libraries' },
  { id: 'backups', title: 'Backups', path: '/config/backups' },
  { id: 'log', title: 'Logs', path: '/config/log' },
  { id: 'notifications', title: 'Notifications', path: '/config/notifications' },
  { id: 'email', title: 'Email Settings', path: '/config/email' },
  { id: 'rss-feeds', title: 'RSS Feeds', path: '/config/rss-feeds' },
  { id: 'authentication', title: 'Authentication', path: '/config/authentication' },
  { id: 'api-keys', title: 'API Keys', path: '/config/api-keys' },
  { id: 'item-metadata-utils', title: 'Tools', path: '/config/item-metadata-utils' },
  { id: 'stats', title: 'Stats', path: '/config/stats' },
]

/** /config opens the library settings, as the official client does. */
export const DEFAULT_CONFIG_SECTION = 'libraries'
