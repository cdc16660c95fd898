/**
 * WCAG contrast arithmetic for the theme (https://www.w3.org/TR/WCAG21/#dfn-contrast-ratio), on
 * '#rrggbb' colours: small enough to run once when the theme is built.
 */
type Rgb = readonly [number, number, number];

function rgb(hex: string): Rgb {
  const n = Number.parseInt(hex.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const linear = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: string, b: string): number {
  const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}

/** `color` at `opacity` over `background`, as the screen shows it. */
export function over(color: string, opacity: number, background: string): string {
  const fg = rgb(color);
  const bg = rgb(background);
  const mix = (f: number, b: number) => f * opacity + b * (1 - opacity);
  return toHex([mix(fg[0], bg[0]), mix(fg[1], bg[1]), mix(fg[2], bg[2])]);
}

/**
 * `color`, darkened step by step toward black until it reads at `ratio` on `background`: the
 * same hue, so a state keeps its colour, only deeper.
 */
export function readableOn(color: string, background: string, ratio = 4.6): string {
  let current = color;
  for (let k = 0.05; contrastRatio(current, background) < ratio && k <= 1; k += 0.05) {
    current = over('#000000', k, color);
  }
  return current;
}
