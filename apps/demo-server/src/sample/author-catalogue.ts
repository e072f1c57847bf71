/**
 * The offline author catalogue "match" searches (no metadata provider is reachable from here). Entries
 * cover the sample authors; each gets a generated portrait in a colour of its own.
 */
export interface CatalogueAuthor {
  name: string
  asin: string
  description: string
  colour: string
}

export const authorCatalogue: CatalogueAuthor[] = [
  {
    name: 'Author A',
    asin: 'B000SAMPLA',
    description: 'Author A writes the Series X novels and short fiction.',
    colour: '3a6ea5',
  },
  {
    name: 'Author B',
    asin: 'B000SAMPLB',
    description: 'Author B is known for short mysteries set by the sea.',
    colour: 'a53a3a',
  },
  {
    name: 'Author C',
    asin: 'B000SAMPLC',
    description: 'Author C writes histories of everyday objects.',
    colour: '3aa55a',
  },
  {
    name: 'Author D',
    asin: 'B000SAMPLD',
    description: 'Author D draws and writes graphic novels.',
    colour: 'a5823a',
  },
  {
    name: 'Author E',
    asin: 'B000SAMPLE',
    description: 'Author E is a poet and translator.',
    colour: '7a3aa5',
  },
  {
    name: 'Author F',
    asin: 'B000SAMPLF',
    description: 'Author F writes biographies of musicians.',
    colour: '3aa5a0',
  },
]

const fold = (text: string) => text.trim().toLowerCase()

export function findCatalogueAuthor(query: { asin?: string; name?: string }): CatalogueAuthor | undefined {
  if (query.asin) {
    const asin = query.asin.toUpperCase()
    const byAsin = authorCatalogue.find((a) => a.asin === asin)
    if (byAsin) return byAsin
  }
  if (query.name) return authorCatalogue.find((a) => fold(a.name) === fold(query.name!))
  return undefined
}
