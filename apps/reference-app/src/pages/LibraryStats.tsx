/** Placeholder until this page is built. */
export default function LibraryStatsPage() {
  return <p className="sk-muted">Not built yet.</p>
}
