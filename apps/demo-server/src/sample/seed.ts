import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import type { ServerContext } from '../context'
import { createLibrary, defaultLibrarySettings } from '../state/libraries'
import { createRootUser, createUser } from '../state/users'
import { sampleIds } from './ids'

export function sampleMediaRoot(ctx: ServerContext): string {
  return join(ctx.config.dataDir, 'media')
}

/** First start: the three sample accounts of the README (root/root, user/user, guest/guest). */
export async function seedAccounts(ctx: ServerContext): Promise<void> {
  await createRootUser(ctx, 'root', 'root', sampleIds.rootUser)
  await createUser(ctx, {
    id: sampleIds.userUser,
    username: 'user',
    password: 'user',
    type: 'user',
    isActive: true,
    permissions: { download: true, update: false, delete: false, upload: false, accessAllLibraries: false },
    librariesAccessible: [sampleIds.bookLibrary],
  })
  await createUser(ctx, { username: 'guest', password: 'guest', type: 'guest', isActive: true })
}

/** First start: the Books and Podcasts libraries over folders inside the data folder. */
export function seedLibraries(ctx: ServerContext): { booksDir: string; podcastsDir: string } {
  const root = sampleMediaRoot(ctx)
  const booksDir = join(root, 'books')
  const podcastsDir = join(root, 'podcasts')
  mkdirSync(booksDir, { recursive: true })
  mkdirSync(podcastsDir, { recursive: true })
  createLibrary(ctx, {
    id: sampleIds.bookLibrary,
    name: 'Books',
    mediaType: 'book',
    icon: 'database',
    provider: 'google',
    folderPaths: [{ id: sampleIds.bookFolder, path: booksDir }],
    settings: defaultLibrarySettings('book'),
  })
  createLibrary(ctx, {
    id: sampleIds.podcastLibrary,
    name: 'Podcasts',
    mediaType: 'podcast',
    icon: 'podcast',
    provider: 'itunes',
    folderPaths: [{ path: podcastsDir }],
    settings: defaultLibrarySettings('podcast'),
  })
  return { booksDir, podcastsDir }
}
