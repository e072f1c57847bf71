import { i18n, params } from '@shelfkit/stores'

/** The words of the paged views (pdf, comics) and their page controls: page numbers, the page list, the page area. */
export const pageMessages = i18n('reader.pages', {
  pages: 'Pages',
  loading: 'Loading',
  previous: 'Previous page',
  next: 'Next page',
  page: params('Page {number}'),
  pageOf: params('Page {page} of {pages}'),
  hit: params('Page {number}: …{excerpt}…'),
})

/** A page list for the contents panel: "Page 1", "Page 2"… (formats without an outline). */
export function pageList(count: number) {
  const t = pageMessages.get()
  return Array.from({ length: count }, (_, index) => ({
    id: String(index + 1),
    href: String(index + 1),
    title: t.page({ number: index + 1 }),
    subitems: [],
  }))
}
