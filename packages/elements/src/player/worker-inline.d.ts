/** Vite's `?worker&inline` imports: a Worker constructor for the bundled module, inlined (no file of its own). */
declare module '*?worker&inline' {
  const WorkerConstructor: new (options?: { name?: string }) => Worker
  export default WorkerConstructor
}
