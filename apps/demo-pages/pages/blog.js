// ?slug=… plays another share (for servers other than the demo server).
const slug = new URLSearchParams(location.search).get('slug')
if (slug) document.querySelector('shelf-share-player').setAttribute('slug', slug)
