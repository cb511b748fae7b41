/** The tenant theme of GET /api/v1/tenant/theme (SPEC §3 "Theme", §9 default colours; contract: Theme). */
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
  /** data: URI (SVG) or URL of the tenant logo. */
  logo: string;
  /** data: URI (SVG) or URL of the favicon. */
  favicon: string;
  title: string;
}

export const THEME_KEYS: readonly (keyof Theme)[] = [
  'sidebar_background',
  'sidebar_hover',
  'sidebar_heading',
  'brand_color',
  'header_background',
  'tableHeader_background',
  'all',
  'active',
  'closed',
  'paused',
  'offer',
  'screening',
  'interview',
  'logo',
  'favicon',
  'title',
];

function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

// A mosaic of four tiles (a tessera is a mosaic tile) in the default brand colours.
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40" role="img" aria-label="Tessera">' +
  '<rect x="2" y="4" width="14" height="14" rx="2" fill="#00ADEF"/>' +
  '<rect x="18" y="4" width="14" height="14" rx="2" fill="#252531"/>' +
  '<rect x="2" y="20" width="14" height="14" rx="2" fill="#252531"/>' +
  '<rect x="18" y="20" width="14" height="14" rx="2" fill="#00ADEF"/>' +
  '<text x="40" y="28" font-family="Arial, Helvetica, sans-serif" font-size="22" font-weight="700" fill="#252531">Tessera</text>' +
  '</svg>';

const FAVICON_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect x="1" y="1" width="14" height="14" rx="2" fill="#00ADEF"/>' +
  '<rect x="17" y="1" width="14" height="14" rx="2" fill="#252531"/>' +
  '<rect x="1" y="17" width="14" height="14" rx="2" fill="#252531"/>' +
  '<rect x="17" y="17" width="14" height="14" rx="2" fill="#00ADEF"/>' +
  '</svg>';

export const DEFAULT_LOGO = svgDataUri(LOGO_SVG);
export const DEFAULT_FAVICON = svgDataUri(FAVICON_SVG);

/** Defaults of SPEC §9. */
export const defaultTheme: Readonly<Theme> = Object.freeze({
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
  logo: DEFAULT_LOGO,
  favicon: DEFAULT_FAVICON,
  title: 'Tessera',
});

const UNSAFE_CSS = /[;{}<>\\]|url\(|expression\(/i;

function isSafeColour(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '' && value.length <= 64 && !UNSAFE_CSS.test(value);
}

function isSafeImage(value: unknown): value is string {
  if (typeof value !== 'string' || value === '') return false;
  return /^data:image\//i.test(value) || /^https?:\/\//i.test(value) || /^\/(?!\/)/.test(value);
}

/**
 * A theme from the server (or storage) over the defaults: a missing, empty or unsafe value keeps
 * the default, so a half-configured tenant still gets a whole theme.
 */
export function mergeTheme(input: Partial<Record<keyof Theme, unknown>> | null | undefined): Theme {
  const theme: Theme = { ...defaultTheme };
  if (!input) return theme;
  for (const key of THEME_KEYS) {
    const value = input[key];
    if (key === 'logo' || key === 'favicon') {
      if (isSafeImage(value)) theme[key] = value;
    } else if (key === 'title') {
      if (typeof value === 'string' && value.trim() !== '') theme.title = value.trim();
    } else if (isSafeColour(value)) {
      theme[key] = value.trim();
    }
  }
  return theme;
}
