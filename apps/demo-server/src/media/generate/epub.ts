import { strToU8, zipSync } from 'fflate'
import { escapeXml as xml } from '../../util/html'

export interface EpubSpec {
  identifier: string
  title: string
  author: string
  /** BCP 47 code, e.g. `en`. */
  language: string
  chapters: { title: string; paragraphs: string[] }[]
}

/** A fixed timestamp keeps the archive byte-identical between runs. */
const ZIP_TIME = new Date('2024-01-01T00:00:00Z')

/** Builds a small valid EPUB 3 (with an EPUB 2 NCX for older readers): mimetype stored first, nav, chapters. */
export function buildEpub(spec: EpubSpec): Uint8Array {
  const chapterFiles = spec.chapters.map((chapter, index) => ({
    href: `chapter-${index + 1}.xhtml`,
    id: `chapter-${index + 1}`,
    ...chapter,
  }))
  const files: Record<string, string> = {
    'META-INF/container.xml': containerXml(),
    'OEBPS/content.opf': packageDocument(spec, chapterFiles),
    'OEBPS/nav.xhtml': navDocument(spec, chapterFiles),
    'OEBPS/toc.ncx': ncxDocument(spec, chapterFiles),
    'OEBPS/style.css':
      'body { font-family: serif; line-height: 1.5; margin: 1em; }\nh1 { text-align: center; }\n',
  }
  for (const chapter of chapterFiles) files[`OEBPS/${chapter.href}`] = chapterDocument(spec, chapter)
  return zipSync(
    {
      mimetype: [strToU8('application/epub+zip'), { level: 0 }],
      ...Object.fromEntries(Object.entries(files).map(([path, text]) => [path, strToU8(text)])),
    },
    { mtime: ZIP_TIME },
  )
}

interface ChapterFile {
  href: string
  id: string
  title: string
  paragraphs: string[]
}

function containerXml(): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`
}

function packageDocument(spec: EpubSpec, chapters: ChapterFile[]): string {
  const manifest = chapters
    .map((c) => `    <item id="${c.id}" href="${c.href}" media-type="application/xhtml+xml"/>`)
    .join('\n')
  const spine = chapters.map((c) => `    <itemref idref="${c.id}"/>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${xml(spec.language)}">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
    <dc:identifier id="book-id">${xml(spec.identifier)}</dc:identifier>
    <dc:title>${xml(spec.title)}</dc:title>
    <dc:creator>${xml(spec.author)}</dc:creator>
    <dc:language>${xml(spec.language)}</dc:language>
    <meta property="dcterms:modified">2024-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>
    <item id="style" href="style.css" media-type="text/css"/>
${manifest}
  </manifest>
  <spine toc="ncx">
${spine}
  </spine>
</package>
`
}

function navDocument(spec: EpubSpec, chapters: ChapterFile[]): string {
  const items = chapters.map((c) => `        <li><a href="${c.href}">${xml(c.title)}</a></li>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" xml:lang="${xml(spec.language)}">
  <head><title>${xml(spec.title)}</title></head>
  <body>
    <nav epub:type="toc" id="toc">
      <h1>Contents</h1>
      <ol>
${items}
      </ol>
    </nav>
  </body>
</html>
`
}

function ncxDocument(spec: EpubSpec, chapters: ChapterFile[]): string {
  const points = chapters
    .map(
      (c, index) =>
        `    <navPoint id="nav-${c.id}" playOrder="${index + 1}"><navLabel><text>${xml(c.title)}</text></navLabel><content src="${c.href}"/></navPoint>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
  <head><meta name="dtb:uid" content="${xml(spec.identifier)}"/></head>
  <docTitle><text>${xml(spec.title)}</text></docTitle>
  <navMap>
${points}
  </navMap>
</ncx>
`
}

function chapterDocument(spec: EpubSpec, chapter: ChapterFile): string {
  const paragraphs = chapter.paragraphs.map((text) => `    <p>${xml(text)}</p>`).join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xml:lang="${xml(spec.language)}">
  <head>
    <title>${xml(chapter.title)}</title>
    <link rel="stylesheet" type="text/css" href="style.css"/>
  </head>
  <body>
    <h1>${xml(chapter.title)}</h1>
${paragraphs}
  </body>
</html>
`
}
