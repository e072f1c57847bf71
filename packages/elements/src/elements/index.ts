/** Every shelf-* element: importing this module defines them all (each definition guarded). */
export type { ShelfEventMap, ShelfEventName } from './events'
export { ShelfBookshelfElement } from './shelf-bookshelf'
export { ShelfItemElement } from './shelf-item'
export { ShelfLoginElement } from './shelf-login'
export { ShelfMiniPlayerElement } from './shelf-mini-player'
export { ShelfPlayerElement } from './shelf-player'
export { ShelfSearchElement } from './shelf-search'
export { ShelfServerElement } from './shelf-server'
