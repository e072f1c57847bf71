import { useStore } from '@nanostores/react'
import { i18n } from '@shelfkit/stores'
import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { AppLink } from '../navigation'
import { Spinner } from '../ui/Spinner'
import { CONFIG_SECTIONS, type ConfigSectionId, DEFAULT_CONFIG_SECTION } from './sections'

const messages = i18n('config.page', {
  navigation: 'Configuration',
  configuration: 'Configuration',
  unknown: 'Unknown configuration section',
  loading: 'Loading…',
  settings: 'Settings',
  account: 'Account',
  users: 'Users',
  libraries: 'Libraries',
  sessions: 'Listening Sessions',
  backups: 'Backups',
  log: 'Logs',
  notifications: 'Notifications',
  email: 'Email Settings',
  'rss-feeds': 'RSS Feeds',
  authentication: 'Authentication',
  'api-keys': 'API Keys',
  'item-metadata-utils': 'Tools',
  stats: 'Stats',
})

const BODIES: Partial<Record<ConfigSectionId, LazyExoticComponent<ComponentType>>> = {
  settings: lazy(() => import('./ServerSettings')),
  backups: lazy(() => import('./BackupsSettings')),
  notifications: lazy(() => import('./NotificationsSettings')),
  libraries: lazy(() => import('./LibrariesSettings')),
  users: lazy(() => import('./UsersSettings')),
  'api-keys': lazy(() => import('./ApiKeysSettings')),
  'rss-feeds': lazy(() => import('./RssFeedsSettings')),
  sessions: lazy(() => import('./SessionsSettings')),
  log: lazy(() => import('./ServerLogSettings')),
}

const UserPage = lazy(() => import('./UserPage').then((module) => ({ default: module.UserPage })))
const UserSessionsPage = lazy(() =>
  import('./UserSessionsPage').then((module) => ({ default: module.UserSessionsPage })),
)

/** Areas not built as forms yet show what the server sends for them. */
const ServerOffered = lazy(() => import('./ServerOfferedSection'))

const isSection = (id: string): id is ConfigSectionId => CONFIG_SECTIONS.some((entry) => entry.id === id)

export interface ConfigPageProps {
  section?: string
  /** Users: one user's page (`/config/users/:id`). */
  userId?: string
  /** With `userId`: that user's listening sessions (`/config/users/:id/sessions`). */
  userSessions?: boolean
}

/** The configuration area (admins): the section navigation beside the chosen section. */
export function ConfigPage({ section = DEFAULT_CONFIG_SECTION, userId, userSessions }: ConfigPageProps) {
  const t = useStore(messages)
  const current = isSection(section) ? section : null
  const Body = current ? BODIES[current] : undefined
  return (
    <div className="sk-content-page sk-config">
      <nav className="sk-config__nav" aria-label={t.navigation}>
        <ul>
          {CONFIG_SECTIONS.map((entry) => (
            <li key={entry.id}>
              <AppLink to={entry.path} aria-current={entry.id === section ? 'page' : undefined}>
                {t[entry.id]}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="sk-config__body" aria-labelledby="sk-config-title">
        <h1 id="sk-config-title" className="sk-page-header__title">
          {current ? t[current] : t.configuration}
        </h1>
        <Suspense fallback={<Spinner size={36} label={t.loading} />}>
          {current === 'users' && userId ? (
            userSessions ? (
              <UserSessionsPage userId={userId} />
            ) : (
              <UserPage userId={userId} />
            )
          ) : Body ? (
            <Body />
          ) : current ? (
            <ServerOffered sectionId={current} />
          ) : (
            <p className="sk-resource-error">{t.unknown}</p>
          )}
        </Suspense>
      </section>
    </div>
  )
}
