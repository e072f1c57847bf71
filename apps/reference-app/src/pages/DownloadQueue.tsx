/** Placeholder until this page is built. */
export default function DownloadQueuePage() {
  return <p className="sk-muted">Not built yet.</p>
}
