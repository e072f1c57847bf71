import type { ServerContext } from '../context'
import { ProbeCache } from '../library/probe-cache'
import { scanLibrary } from '../library/scanner'
import { generateLargeBook, generateSampleMedia, generateSyntheticBooks } from '../media'
import { sampleIdHints } from './hints'
import { sampleIds } from './ids'
import { sampleMediaRoot, seedAccounts, seedLibraries } from './seed'

const syntheticCountKey = 'syntheticItemCount'

async function scanSampleLibraries(ctx: ServerContext, probes: ProbeCache): Promise<void> {
  for (const id of [sampleIds.bookLibrary, sampleIds.podcastLibrary]) {
    const library = ctx.store.libraries.get(id)
    if (!library) continue
    await scanLibrary(library, {
      store: ctx.store,
      probes,
      scanVersion: ctx.version,
      hintsForNew: sampleIdHints,
    })
  }
}

/**
 * First start: accounts, libraries, generated media (copied from the cache) and a scan. Later starts reuse
 * the data folder; asking for more synthetic books than were made before adds the missing ones.
 */
export async function populateDataFolder(ctx: ServerContext): Promise<void> {
  const { config, store } = ctx
  const probes = ProbeCache.inDirectory(config.cacheDir)
  const firstStart = !config.fresh && store.users.size === 0
  if (firstStart) {
    await seedAccounts(ctx)
    const { booksDir } = seedLibraries(ctx)
    await generateSampleMedia(sampleMediaRoot(ctx), { cacheDir: config.cacheDir })
    if (config.extraItems > 0)
      await generateSyntheticBooks(booksDir, config.extraItems, { cacheDir: config.cacheDir })
    store.writeSetting(syntheticCountKey, config.extraItems)
    if (config.largeBookMb > 0)
      await generateLargeBook(booksDir, config.largeBookMb, { cacheDir: config.cacheDir })
    await scanSampleLibraries(ctx, probes)
    return
  }
  const made = store.readSetting<number>(syntheticCountKey) ?? 0
  const library = store.libraries.get(sampleIds.bookLibrary)
  const booksDir = library?.folders[0]?.fullPath
  if (!library || !booksDir) return
  let added = false
  if (config.extraItems > made) {
    await generateSyntheticBooks(booksDir, config.extraItems, { cacheDir: config.cacheDir })
    store.writeSetting(syntheticCountKey, config.extraItems)
    added = true
  }
  if (config.largeBookMb > 0)
    added = (await generateLargeBook(booksDir, config.largeBookMb, { cacheDir: config.cacheDir })) || added
  if (added)
    await scanLibrary(library, { store, probes, scanVersion: ctx.version, hintsForNew: sampleIdHints })
}
