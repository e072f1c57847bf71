/** The demo site's pages in every header's navigation, after the list of demo pages. */
const SITE_PAGES = [
  { path: '/', label: 'Demo pages' },
  { path: '/dashboard.html', label: 'Dashboard' },
  { path: '/blog.html', label: 'Blog' },
  { path: '/book-club.html', label: 'Book club' },
  { path: '/integrator.html', label: 'Integrator' },
]

const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

/**
 * The header every demo page shares, written where the page says `%SITE_HEADER:Its site name%`: the page's own
 * site name and links to the other pages.
 */
export function fillSiteHeader(html: string, path: string): string {
  const current = path === '/index.html' ? '/' : path
  return html.replace(/%SITE_HEADER:([^%]+)%/g, (_match, name: string) => {
    const links = SITE_PAGES.filter((page) => page.path !== current)
      .map((page) => `<a href="${page.path}">${escapeHtml(page.label)}</a>`)
      .join('')
    return `<header class="site">\n    <strong>${escapeHtml(name)}</strong>\n    <nav>${links}</nav>\n  </header>`
  })
}
