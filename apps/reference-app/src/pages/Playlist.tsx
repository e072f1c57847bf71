/** Placeholder until this page is built. */
export default function PlaylistPage() {
  return <p className="sk-muted">Not built yet.</p>
}
