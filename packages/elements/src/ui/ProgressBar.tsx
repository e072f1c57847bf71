/** A thin progress bar (0..1) with an accessible name; finished media show in the success colour. */
export function ProgressBar({
  value,
  label,
  finished,
  className,
}: {
  value: number
  label: string
  finished?: boolean
  className?: string
}) {
  const percent = Math.round(Math.min(1, Math.max(0, value)) * 100)
  return (
    <div
      className={`sk-progress${finished ? ' sk-progress--finished' : ''}${className ? ` ${className}` : ''}`}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div className="sk-progress__fill" style={{ width: `${percent}%` }} />
    </div>
  )
}
