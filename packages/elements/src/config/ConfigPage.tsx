import { lazy, type ReactNode, Suspense } from 'react'
import { AppLink } from '../navigation'
import { Spinner } from '../ui/Spinner'
import { CONFIG_SECTIONS, DEFAULT_CONFIG_SECTION } from './sections'

const BODIES: Record<string, ReturnType<typeof lazy>> = {
  libraries: lazy(() => import('./LibrariesSettings')),
  users: lazy(() => import('./UsersSettings')),
  'api-keys': lazy(() => import('./ApiKeysSettings')),
  'rss-feeds': lazy(() => import('./RssFeedsSettings')),
}

/** The configuration area (admins): the section navigation beside the chosen section. */
export function ConfigPage({ section = DEFAULT_CONFIG_SECTION }: { section?: string }) {
  const current = CONFIG_SECTIONS.find((entry) => entry.id === section)
  const Body = BODIES[section]
  let body: ReactNode
  if (Body) body = <Body />
  else if (current) body = <ServerOffered sectionId={section} />
  else body = <p className="sk-resource-error">Unknown configuration section</p>
  return (
    <div className="sk-content-page sk-config">
      <nav className="sk-config__nav" aria-label="Configuration">
        <ul>
          {CONFIG_SECTIONS.map((entry) => (
            <li key={entry.id}>
              <AppLink to={entry.path} aria-current={entry.id === section ? 'page' : undefined}>
                {entry.title}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      <section className="sk-config__body" aria-labelledby="sk-config-title">
        <h1 id="sk-config-title" className="sk-page-header__title">
          {current?.title ?? 'Configuration'}
        </h1>
        <Suspense fallback={<Spinner size={36} label="Loading…" />}>{body}</Suspense>
      </section>
    </div>
  )
}

const ServerOffered = lazy(() => import('./ServerOfferedSection'))
