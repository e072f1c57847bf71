/** Placeholder until this page is built. */
export default function AccountPage() {
  return <p className="sk-muted">Not built yet.</p>
}
