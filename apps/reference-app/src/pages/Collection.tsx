/** Placeholder until this page is built. */
export default function CollectionPage() {
  return <p className="sk-muted">Not built yet.</p>
}
