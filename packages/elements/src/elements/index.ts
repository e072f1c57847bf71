/** Every shelf-* element: importing this module defines them all (each definition guarded). */
export type { ShelfEventMap, ShelfEventName } from './events'
export { ShelfSearchElement } from './shelf-search'
export { ShelfServerElement } from './shelf-server'
