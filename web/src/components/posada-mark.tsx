/**
 * Posada's own mark, drawn inline (no request): shown where a hotel has not uploaded its logo.
 * It takes the text color, so it follows the theme and the color scheme.
 */
export function PosadaMark({ height }: { height: number }) {
  return (
    <svg role="img" aria-label="Posada" height={height} viewBox="0 0 48 48" style={{ display: 'block' }}>
      <title>Posada</title>
      <path d="M6 22 24 7l18 15" fill="none" stroke="currentColor" strokeWidth="4" strokeLinejoin="round" />
      <path
        d="M12 20v21h8V30h5a7 7 0 0 0 0-14h-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinejoin="round"
      />
    </svg>
  );
}
