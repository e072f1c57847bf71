/**
 * Entity types of the audiobookshelf API as valibot schemas, each with its inferred type. Shapes follow the
 * responses of real servers 2.30 to 2.36 field for field; unknown extra fields pass validation and are kept.
 */

export * from './admin'
export * from './auth'
export * from './author-series'
export * from './book'
export * from './collection-playlist'
export * from './common'
export * from './files'
export * from './item'
export * from './library'
export * from './library-lists'
export * from './personalized'
export * from './podcast'
export * from './progress'
export * from './public-share'
export * from './search'
export * from './server'
export * from './session'
export * from './share-feed'
export * from './socket-events'
export * from './stats'
export * from './task'
export * from './user'
