const reader = document.querySelector('shelf-reader')
const progress = document.querySelector('#progress')
document.querySelector('#fullscreen').addEventListener('click', () => reader.removeAttribute('inline'))
// Closing the full-screen reader brings it back into the page instead of hiding it.
reader.addEventListener('shelf-reader-close', (event) => {
  if (reader.hasAttribute('inline')) return
  event.preventDefault()
  reader.setAttribute('inline', '')
})
reader.addEventListener('shelf-reader-progress', (event) => {
  progress.textContent = `You have read ${Math.round(event.detail.ebookProgress * 100)}% of the book.`
})
