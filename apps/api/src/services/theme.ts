import { mergeTheme, type Theme } from '@tessera/theme/default-theme';

export type { Theme };

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** A one-letter tile logo, used by the seed for tenants without an uploaded logo. */
export function monogramLogo(letter: string, color: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${letter}"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="43" font-family="Arial, sans-serif" font-size="32" font-weight="700" text-anchor="middle" fill="#FFFFFF">${letter}</text></svg>`,
  );
}

/**
 * The theme a tenant's clients receive: its stored values over the SPEC §9 defaults of
 * @tessera/theme (the same defaults the apps fall back to). A missing, empty or unsafe stored
 * value keeps the default.
 */
export function resolveTheme(stored: Record<string, unknown> | null | undefined): Theme {
  return mergeTheme(stored);
}
