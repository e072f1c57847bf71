/** Placeholder until this page is built. */
export default function HomeRedirectPage() {
  return <p className="sk-muted">Not built yet.</p>
}
