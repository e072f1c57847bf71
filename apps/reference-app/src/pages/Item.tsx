/** Placeholder until this page is built. */
export default function ItemPage() {
  return <p className="sk-muted">Not built yet.</p>
}
