import { useStore } from '@nanostores/react'
import {
  $currentLibrary,
  $libraryIssues,
  $numUserPlaylists,
  $serverSettings,
  $serverSource,
  $user,
  $versionData,
  i18n,
  isAdminOrUp,
  params,
} from '@shelfkit/stores'
import { lazy, Suspense, useState } from 'react'
import { AppLink } from '../navigation'
import { Icon } from '../ui/Icon'
import type { IconName } from '../ui/icons'
import type { AppLocation } from './LibraryDropdown'

/** Loaded when opened: its markdown parser has no place in the shell's start-up. */
const ChangelogModal = lazy(() => import('./ChangelogModal').then((m) => ({ default: m.ChangelogModal })))

const messages = i18n('shell.sideRail', {
  library: 'Library',
  home: 'Home',
  latest: 'Latest',
  series: 'Series',
  collections: 'Collections',
  playlists: 'Playlists',
  authors: 'Authors',
  narrators: 'Narrators',
  stats: 'Stats',
  add: 'Add',
  queue: 'Queue',
  issues: 'Issues',
  version: params('v{version}'),
  versionTitle: 'Server version: show the changelog',
  changelog: 'changelog',
  update: 'Update',
})

type RailKey = Exclude<
  keyof ReturnType<typeof messages.get>,
  'version' | 'versionTitle' | 'changelog' | 'update'
>

interface RailLink {
  key: RailKey
  icon: IconName
  to: string
  active: boolean
  badge?: number
  warning?: boolean
}

/** The rail's links for a library, by the table of spec 01 §2 "Side rail". */
export function railLinks(options: {
  libraryId: string
  mediaType: string
  isAdmin: boolean
  numPlaylists: number
  numIssues: number
  location: AppLocation
}): RailLink[] {
  const { libraryId, mediaType, isAdmin, numPlaylists, numIssues, location } = options
  const base = `/library/${libraryId}`
  const path = location.pathname.replace(/\/+$/, '')
  const filter = new URLSearchParams(location.search).get('filter')
  const book = mediaType === 'book'
  const podcast = mediaType === 'podcast'
  const links: (RailLink | false)[] = [
    { key: 'home', icon: 'home', to: base, active: path === base },
    podcast && {
      key: 'latest',
      icon: 'podcast',
      to: `${base}/podcast/latest`,
      active: path === `${base}/podcast/latest`,
    },
    {
      key: 'library',
      icon: 'library',
      to: `${base}/bookshelf`,
      active: path === `${base}/bookshelf` && filter !== 'issues',
    },
    book && {
      key: 'series',
      icon: 'series',
      to: `${base}/bookshelf/series`,
      active: path === `${base}/bookshelf/series` || path.startsWith(`${base}/series/`),
    },
    book && {
      key: 'collections',
      icon: 'collection',
      to: `${base}/bookshelf/collections`,
      active: path === `${base}/bookshelf/collections`,
    },
    numPlaylists > 0 && {
      key: 'playlists',
      icon: 'playlist',
      to: `${base}/bookshelf/playlists`,
      active: path === `${base}/bookshelf/playlists`,
    },
    book && {
      key: 'authors',
      icon: 'author',
      to: `${base}/bookshelf/authors`,
      active: path === `${base}/bookshelf/authors`,
    },
    book && {
      key: 'narrators',
      icon: 'narrator',
      to: `${base}/narrators`,
      active: path === `${base}/narrators`,
    },
    book &&
      isAdmin && {
        key: 'stats',
        icon: 'stats',
        to: `${base}/stats`,
        active: path === `${base}/stats`,
      },
    podcast &&
      isAdmin && {
        key: 'add',
        icon: 'search',
        to: `${base}/podcast/search`,
        active: path === `${base}/podcast/search`,
      },
    podcast &&
      isAdmin && {
        key: 'queue',
        icon: 'download',
        to: `${base}/podcast/download-queue`,
        active: path === `${base}/podcast/download-queue`,
      },
    numIssues > 0 && {
      key: 'issues',
      icon: 'warning',
      to: `${base}/bookshelf?filter=issues`,
      active: path === `${base}/bookshelf` && filter === 'issues',
      badge: numIssues,
      warning: true,
    },
  ]
  return links.filter((link): link is RailLink => link !== false)
}

/**
 * The library's side rail: its pages (the active one highlighted), the issues badge, and a footer with the server
 * version (opens the changelog) and an Update link when a newer release exists, else the install source.
 */
export function SideRail({ location, onNavigate }: { location: AppLocation; onNavigate?(): void }) {
  const t = useStore(messages)
  const library = useStore($currentLibrary)
  const user = useStore($user)
  const numPlaylists = useStore($numUserPlaylists)
  const numIssues = useStore($libraryIssues)
  const settings = useStore($serverSettings)
  const source = useStore($serverSource)
  const versionData = useStore($versionData)
  const [changelogOpen, setChangelogOpen] = useState(false)

  if (!library) return null
  const links = railLinks({
    libraryId: library.id,
    mediaType: library.mediaType,
    isAdmin: isAdminOrUp(user),
    numPlaylists,
    numIssues,
    location,
  })
  const version = settings?.version ?? versionData?.currentVersion ?? ''

  return (
    <nav id="sk-siderail" className="sk-siderail" aria-label={t.library}>
      <ul className="sk-siderail__links">
        {links.map((link) => (
          <li key={link.key}>
            <AppLink
              to={link.to}
              className={`sk-siderail__link${link.warning ? ' sk-siderail__link--warning' : ''}`}
              aria-current={link.active ? 'page' : undefined}
              onClick={onNavigate}
            >
              <Icon name={link.icon} size={24} />
              <span className="sk-siderail__label">{t[link.key]}</span>
              {link.badge ? <span className="sk-siderail__badge">{link.badge}</span> : null}
            </AppLink>
          </li>
        ))}
      </ul>
      <div className="sk-siderail__footer">
        {version ? (
          <button
            type="button"
            className="sk-siderail__version"
            title={t.versionTitle}
            onClick={() => setChangelogOpen(true)}
          >
            {t.version({ version })}
            <span className="sk-visually-hidden"> {t.changelog}</span>
          </button>
        ) : null}
        {versionData?.hasUpdate ? (
          <a
            className="sk-siderail__update"
            href={versionData.githubTagUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {t.update}
          </a>
        ) : source ? (
          <span className="sk-siderail__source">{source}</span>
        ) : null}
      </div>
      {changelogOpen ? (
        <Suspense fallback={null}>
          <ChangelogModal open onClose={() => setChangelogOpen(false)} />
        </Suspense>
      ) : null}
    </nav>
  )
}
