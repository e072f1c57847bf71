/**
 * The transport icons alone (play, pause, previous, next): elements that draw only these, such as the lit players,
 * need not carry the whole set. ICONS includes them.
 */
export const TRANSPORT_ICONS = {
  play: 'M7 4.5v15l12.5-7.5z',
  pause: 'M6.5 4.5h4v15h-4zM13.5 4.5h4v15h-4z',
  previous: 'M6 5v14M19 5v14L8 12z',
  next: 'M18 5v14M5 5v14l11-7z',
} as const
