/** epub.js's own modules, which its package exposes as sources (`module: src/index.js`) without declarations. */
declare module 'epubjs/src/utils/replacements' {
  export { replaceBase } from 'epubjs/types/utils/replacements'
}
