/** Where a reader of flowing text is: the chapter and the part of the book read ("Chapter 2 · 34%"). */
export function ReflowPosition({ chapter, fraction }: { chapter: string | null; fraction: number | null }) {
  if (fraction === null) return null
  const percent = `${Math.round(Math.min(1, Math.max(0, fraction)) * 100)}%`
  return (
    <p className="sk-reader__position" aria-live="polite">
      {chapter ? `${chapter} · ${percent}` : percent}
    </p>
  )
}
