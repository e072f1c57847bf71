import { useStore } from '@nanostores/react'
import {
  $user,
  authorPage,
  canUpdate,
  closeAuthorEdit,
  i18n,
  openAuthorEdit,
  openAuthorPage,
  params,
} from '@shelfkit/stores'
import { useEffect } from 'react'
import { AppLink, useNavigation } from '../navigation'
import { BookGrid } from '../series/BookGrid'
import { Button } from '../ui/Button'
import { countMessages } from '../ui/counts'
import { ResourceView } from '../ui/ResourceView'
import { SafeHtml } from '../ui/SafeHtml'
import { AuthorAvatar } from './AuthorAvatar'
import { EditAuthorModal } from './EditAuthorModal'

const messages = i18n('author.page', {
  author: 'Author',
  edit: 'Edit',
  books: 'Books',
  booksOf: params('Books of {series}'),
  booksBy: params('Books by {author}'),
  noBooks: 'No Books',
})

/** An author: picture, description, their series (each with its books) and all their books. */
export function AuthorPage({ authorId }: { authorId: string }) {
  const t = useStore(messages)
  const counts = useStore(countMessages)
  const state = useStore(authorPage.$state)
  const removed = useStore(authorPage.$removed)
  const navigation = useNavigation()
  const user = useStore($user)

  useEffect(() => {
    const close = openAuthorPage(authorId)
    return () => {
      close()
      closeAuthorEdit()
    }
  }, [authorId])
  useEffect(() => {
    const libraryId = authorPage.current()?.libraryId
    if (removed && libraryId)
      navigation.navigate?.(`/library/${libraryId}/bookshelf/authors`, { replace: true })
  }, [removed, navigation])

  return (
    <div className="sk-content-page">
      <ResourceView state={state}>
        {(author) => {
          const books = author.libraryItems ?? []
          return (
            <>
              <header className="sk-page-header">
                <AuthorAvatar author={author} size={160} />
                <div className="sk-page-header__text">
                  <p className="sk-page-header__kind">{t.author}</p>
                  <h1 className="sk-page-header__title">{author.name}</h1>
                  <p className="sk-page-header__meta">{counts.books(books.length)}</p>
                  {author.description ? (
                    <SafeHtml html={author.description} className="sk-page-description" />
                  ) : null}
                </div>
                {canUpdate(user) ? (
                  <div className="sk-page-header__actions">
                    <Button icon="edit" variant="secondary" onClick={() => openAuthorEdit(author)}>
                      {t.edit}
                    </Button>
                  </div>
                ) : null}
              </header>
              {(author.series ?? []).map((series) => (
                <section key={series.id} className="sk-page-section" aria-label={series.name}>
                  <h2 className="sk-page-section__title">
                    <AppLink to={`/library/${author.libraryId}/series/${series.id}`}>{series.name}</AppLink>
                    <span className="sk-section__count">{series.items.length}</span>
                  </h2>
                  <BookGrid items={series.items} label={t.booksOf({ series: series.name })} />
                </section>
              ))}
              <section className="sk-page-section" aria-label={t.books}>
                <h2 className="sk-page-section__title">
                  {t.books} <span className="sk-section__count">{books.length}</span>
                </h2>
                {books.length ? (
                  <BookGrid items={books} label={t.booksBy({ author: author.name })} />
                ) : (
                  <p className="sk-empty">{t.noBooks}</p>
                )}
              </section>
            </>
          )
        }}
      </ResourceView>
      <EditAuthorModal />
    </div>
  )
}
