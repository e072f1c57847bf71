/** Placeholder until this page is built. */
export default function LibraryHomePage() {
  return <p className="sk-muted">Not built yet.</p>
}
