/** Placeholder until this page is built. */
export default function SeriesPage() {
  return <p className="sk-muted">Not built yet.</p>
}
