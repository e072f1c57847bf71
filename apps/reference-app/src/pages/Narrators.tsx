/** Placeholder until this page is built. */
export default function NarratorsPage() {
  return <p className="sk-muted">Not built yet.</p>
}
