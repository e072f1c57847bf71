/** Vite's `?url` imports: the built file's address (pdf.js's worker). */
declare module '*?url' {
  const url: string
  export default url
}
