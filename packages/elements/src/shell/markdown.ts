import { marked } from 'marked'
import { parseSafeHtml, type SafeNode } from '../ui/sanitize'

/**
 * Release notes are markdown: marked (a maintained CommonMark/GFM parser) turns them into HTML, which then goes
 * through the same allow-list as any server text, so raw HTML inside the notes never reaches the page as markup.
 */
export function markdownToSafeNodes(markdown: string): SafeNode[] {
  const html = marked.parse(markdown, { async: false, gfm: true, breaks: false })
  return parseSafeHtml(html)
}
