/** Placeholder until this page is built. */
export default function SearchPage() {
  return <p className="sk-muted">Not built yet.</p>
}
