/** Colour parsing and WCAG contrast, enough for theme colours (hex with or without alpha, rgb(a), a few names). */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NAMED: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  transparent: '#00000000',
  red: '#ff0000',
  green: '#008000',
  blue: '#0000ff',
  gray: '#808080',
  grey: '#808080',
};

export function parseColour(input: string): Rgba | null {
  const value = (NAMED[input.trim().toLowerCase()] ?? input).trim();
  const hex = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value);
  if (hex) {
    let h = hex[1] as string;
    if (h.length <= 4) h = Array.from(h, (c) => c + c).join('');
    const n = (i: number): number => parseInt(h.slice(i, i + 2), 16);
    return { r: n(0), g: n(2), b: n(4), a: h.length === 8 ? n(6) / 255 : 1 };
  }
  const fn = /^rgba?\(\s*([\d.]+)[\s,]+([\d.]+)[\s,]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/i.exec(value);
  if (fn) {
    const alphaRaw = fn[4];
    let a = 1;
    if (alphaRaw !== undefined) a = alphaRaw.endsWith('%') ? parseFloat(alphaRaw) / 100 : parseFloat(alphaRaw);
    const clamp = (x: number): number => Math.max(0, Math.min(255, x));
    return { r: clamp(Number(fn[1])), g: clamp(Number(fn[2])), b: clamp(Number(fn[3])), a: Math.max(0, Math.min(1, a)) };
  }
  return null;
}

/** Paints a translucent colour over an opaque backdrop (the page is white by default). */
export function composite(top: Rgba, backdrop: Rgba = { r: 255, g: 255, b: 255, a: 1 }): Rgba {
  const a = top.a;
  return {
    r: top.r * a + backdrop.r * (1 - a),
    g: top.g * a + backdrop.g * (1 - a),
    b: top.b * a + backdrop.b * (1 - a),
    a: 1,
  };
}

function channel(c: number): number {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
}

export function relativeLuminance(c: Rgba): number {
  return 0.2126 * channel(c.r) + 0.7152 * channel(c.g) + 0.0722 * channel(c.b);
}

export function contrastRatio(a: Rgba, b: Rgba): number {
  const la = relativeLuminance(composite(a));
  const lb = relativeLuminance(composite(b));
  const [hi, lo] = la > lb ? [la, lb] : [lb, la];
  return (hi + 0.05) / (lo + 0.05);
}

export function toHex(c: Rgba): string {
  const h = (x: number): string => Math.round(x).toString(16).padStart(2, '0');
  return `#${h(c.r)}${h(c.g)}${h(c.b)}`.toUpperCase();
}

const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/**
 * The text colour (black or white) with the higher contrast on the background; one of the two always
 * reaches at least 4.58:1. Unreadable input gives black (the page default is light).
 */
export function readableForeground(background: string): '#000000' | '#FFFFFF' {
  const bg = parseColour(background);
  if (!bg) return '#000000';
  const solid = composite(bg);
  return contrastRatio(BLACK, solid) >= contrastRatio(WHITE, solid) ? '#000000' : '#FFFFFF';
}

/**
 * A foreground as close to `foreground` as possible with at least `min` contrast on `background`:
 * mixed step by step toward black or white (whichever the background favours).
 */
export function ensureContrast(foreground: string, background: string, min = 4.5): string {
  const fg = parseColour(foreground);
  const bgParsed = parseColour(background);
  const bg = bgParsed ? composite(bgParsed) : WHITE;
  if (!fg) return readableForeground(background);
  const start = composite(fg, bg);
  if (contrastRatio(start, bg) >= min) return foreground;
  const target = readableForeground(toHex(bg)) === '#000000' ? BLACK : WHITE;
  for (let step = 1; step <= 20; step += 1) {
    const t = step / 20;
    const mixed: Rgba = {
      r: start.r + (target.r - start.r) * t,
      g: start.g + (target.g - start.g) * t,
      b: start.b + (target.b - start.b) * t,
      a: 1,
    };
    if (contrastRatio(mixed, bg) >= min) return toHex(mixed);
  }
  return toHex(target);
}
