/** Placeholder until this page is built. */
export default function PodcastLatestPage() {
  return <p className="sk-muted">Not built yet.</p>
}
