/** Vite's `?url` imports: the built file's address (pdf.js's worker). */
declare module '*?url' {
  const url: string
  export default url
}

/** Vite's `?worker&url` imports: the address of the file built as a module worker (libarchive.js). */
declare module '*?worker&url' {
  const url: string
  export default url
}
