export function Spinner({ label = 'Please wait…', size = 24 }: { label?: string; size?: number }) {
  return (
    <span className="sk-spinner" role="status" style={{ width: size, height: size }}>
      <span className="sk-visually-hidden">{label}</span>
    </span>
  )
}
