export interface Theme {
  sidebar_background: string;
  sidebar_hover: string;
  sidebar_heading: string;
  brand_color: string;
  header_background: string;
  tableHeader_background: string;
  all: string;
  active: string;
  closed: string;
  paused: string;
  offer: string;
  screening: string;
  interview: string;
  logo: string;
  favicon: string;
  title: string;
}

export function svgDataUri(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

export function monogramLogo(letter: string, color: string): string {
  return svgDataUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="${letter}"><rect width="64" height="64" rx="14" fill="${color}"/><text x="32" y="43" font-family="Arial, sans-serif" font-size="32" font-weight="700" text-anchor="middle" fill="#FFFFFF">${letter}</text></svg>`,
  );
}

/** SPEC §9 defaults. */
export const defaultTheme: Theme = {
  sidebar_background: '#252531',
  sidebar_hover: '#55556D',
  sidebar_heading: '#FFFFFF',
  brand_color: '#00ADEF',
  header_background: '#F2F2F2',
  tableHeader_background: '#2F2F2F',
  all: '#D6F3FF',
  active: '#BEFFCE',
  closed: '#FFDEE1',
  paused: '#FFF1D5',
  offer: '#E6D9FF',
  screening: '#f26a0a47',
  interview: '#d53e9247',
  logo: monogramLogo('T', '#00ADEF'),
  favicon: monogramLogo('T', '#00ADEF'),
  title: 'Tessera',
};

export function resolveTheme(stored: Record<string, unknown> | null | undefined): Theme {
  const theme: Theme = { ...defaultTheme };
  for (const key of Object.keys(defaultTheme) as (keyof Theme)[]) {
    const value = stored?.[key];
    if (typeof value === 'string' && value !== '') theme[key] = value;
  }
  return theme;
}
