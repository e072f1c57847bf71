import { expect } from 'chai'
import { cleanUp, mount, mountSignedInServer, shadowOf, waitFor } from './helpers'

describe('<shelf-bookshelf> on someone else’s page', () => {
  before(async () => {
    localStorage.clear()
    await mountSignedInServer()
  })

  after(cleanUp)

  it('renders only the personalized shelf it is asked for', async () => {
    const shelf = mount(`<shelf-bookshelf shelf="recently-added"></shelf-bookshelf>`)
    await waitFor('a card', () => shadowOf(shelf).querySelector('.sk-card'))
    const rows = shadowOf(shelf).querySelectorAll('.sk-home-shelf')
    expect(rows).to.have.length(1)
    expect(rows[0]!.querySelector('h2')?.textContent).to.equal('Recently Added')
    shelf.parentElement!.remove()
  })

  it('sizes its grid to the window far down a long page, or to --shelf-bookshelf-height', async () => {
    const article = mount(`<div style="height: ${window.innerHeight * 3}px">A long article</div>`)
    const shelf = mount(`<shelf-bookshelf></shelf-bookshelf>`)
    const scroller = await waitFor('the grid', () =>
      shadowOf(shelf).querySelector<HTMLElement>('.sk-bookshelf__scroller'),
    )
    await waitFor('a card', () => shadowOf(shelf).querySelector('.sk-card'))
    shelf.scrollIntoView()
    expect(scroller.getBoundingClientRect().height).to.be.greaterThan(window.innerHeight * 0.9)
    expect(scroller.getBoundingClientRect().height).to.be.at.most(window.innerHeight)

    shelf.style.setProperty('--shelf-bookshelf-height', '420px')
    await waitFor('the set height', () => scroller.getBoundingClientRect().height === 420)
    article.parentElement!.remove()
    shelf.parentElement!.remove()
  })
})
