/** The product's name, the same in every language. */
export const PRODUCT_NAME = 'Shelfkit'

/** The Shelfkit mark: three book spines on a shelf, drawn for this project. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg
      className="sk-logo"
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="1" width="30" height="30" rx="8" fill="var(--shelf-accent)" />
      <rect x="7" y="8" width="4.5" height="15" rx="1" fill="var(--shelf-accent-text)" />
      <rect x="13.5" y="6" width="4.5" height="17" rx="1" fill="var(--shelf-accent-text)" />
      <rect
        x="19.5"
        y="9.5"
        width="4.5"
        height="13.5"
        rx="1"
        fill="var(--shelf-accent-text)"
        transform="rotate(-12 21.75 16.25)"
      />
      <rect x="6" y="24.5" width="20" height="2" rx="1" fill="var(--shelf-accent-text)" />
    </svg>
  )
}
