import { useStore } from '@nanostores/react'
import { bookshelfFilterPath, narratorsPage } from '@shelfkit/stores'
import { useEffect } from 'react'
import { AppLink } from '../navigation'
import { ResourceView } from '../ui/ResourceView'

/** Every narrator of a library with their number of books; each opens the bookshelf filtered to them. */
export function NarratorList({ libraryId }: { libraryId: string }) {
  const state = useStore(narratorsPage.$state)
  useEffect(() => {
    void narratorsPage.open(libraryId)
    return () => narratorsPage.close()
  }, [libraryId])
  return (
    <section className="sk-narrators" aria-labelledby="sk-narrators-title">
      <h1 className="sk-narrators__title" id="sk-narrators-title">
        Narrators
      </h1>
      <ResourceView state={state} loadingLabel="Loading narrators">
        {({ narrators }) =>
          narrators.length ? (
            <ul className="sk-narrators__list">
              {narrators.map((narrator) => (
                <li key={narrator.id}>
                  <AppLink
                    className="sk-narrators__link"
                    to={bookshelfFilterPath(libraryId, 'narrators', narrator.name)}
                  >
                    <span className="sk-narrators__name">{narrator.name}</span>{' '}
                    <span className="sk-narrators__count">
                      {narrator.numBooks} {narrator.numBooks === 1 ? 'Book' : 'Books'}
                    </span>
                  </AppLink>
                </li>
              ))}
            </ul>
          ) : (
            <p className="sk-muted">No narrators in this library.</p>
          )
        }
      </ResourceView>
    </section>
  )
}
