/**
 * The iTunes regions the podcast search offers (the official client's list, each named in its own language); the
 * library's `podcastSearchRegion` setting picks the default, else `us`.
 */
export const PODCAST_SEARCH_REGIONS: readonly { code: string; name: string }[] = [
  { code: 'au', name: 'Australia' },
  { code: 'br', name: 'Brasil' },
  { code: 'be', name: 'België / Belgique / Belgien' },
  { code: 'cz', name: 'Česko' },
  { code: 'dk', name: 'Danmark' },
  { code: 'de', name: 'Deutschland' },
  { code: 'ee', name: 'Eesti' },
  { code: 'es', name: 'España / Espanya / Espainia' },
  { code: 'fr', name: 'France' },
  { code: 'hr', name: 'Hrvatska' },
  { code: 'il', name: 'ישראל / إسرائيل' },
  { code: 'it', name: 'Italia' },
  { code: 'lu', name: 'Luxembourg / Luxemburg / Lëtezebuerg' },
  { code: 'hu', name: 'Magyarország' },
  { code: 'nl', name: 'Nederland' },
  { code: 'no', name: 'Norge' },
  { code: 'nz', name: 'New Zealand' },
  { code: 'at', name: 'Österreich' },
  { code: 'pl', name: 'Polska' },
  { code: 'pt', name: 'Portugal' },
  { code: 'ru', name: 'Россия' },
  { code: 'ch', name: 'Schweiz / Suisse / Svizzera' },
  { code: 'se', name: 'Sverige' },
  { code: 'vn', name: 'Việt Nam' },
  { code: 'ua', name: 'Україна' },
  { code: 'gb', name: 'United Kingdom' },
  { code: 'us', name: 'United States' },
  { code: 'cn', name: '中国' },
]

/** The library's search region when it is one of the list, else `us`. */
export function defaultPodcastRegion(setting: string | null | undefined): string {
  return PODCAST_SEARCH_REGIONS.some((region) => region.code === setting) ? (setting as string) : 'us'
}
