/** Placeholder until this page is built. */
export default function AuthorPage() {
  return <p className="sk-muted">Not built yet.</p>
}
