/** Placeholder until this page is built. */
export default function BookshelfPage() {
  return <p className="sk-muted">Not built yet.</p>
}
