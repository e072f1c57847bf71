/** Placeholder until this page is built. */
export default function UserStatsPage() {
  return <p className="sk-muted">Not built yet.</p>
}
