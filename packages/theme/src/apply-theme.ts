import { ensureContrast, readableForeground } from './contrast';
import { mergeTheme, type Theme } from './default-theme';
import { setTenantTitle } from './document-title';

/** The lighter of the dark reading scheme's backgrounds (--ui-surface in @tessera/ui styles.css). */
export const DARK_SURFACE = '#1F1F28';

/** Theme field -> CSS custom property on :root. */
export const THEME_CSS_VARIABLES = {
  brand_color: '--color-brand',
  sidebar_background: '--sidebar-bg',
  sidebar_hover: '--sidebar-hover',
  sidebar_heading: '--sidebar-heading',
  header_background: '--header-bg',
  tableHeader_background: '--table-header-bg',
  all: '--status-all',
  active: '--status-active',
  closed: '--status-closed',
  paused: '--status-paused',
  offer: '--status-offer',
  screening: '--status-screening',
  interview: '--status-interview',
} as const satisfies Partial<Record<keyof Theme, string>>;

export type ThemeColourKey = keyof typeof THEME_CSS_VARIABLES;

/**
 * All custom properties of a theme: each colour, "<var>-contrast" (black or white text readable on it),
 * and accessible variants where a theme colour is itself used as text:
 * --sidebar-heading-text / --sidebar-hover-text (the heading colour, adjusted to 4.5:1 on the side bar),
 * --color-brand-text (the brand as text or outline on the white page),
 * --color-brand-on-header (the brand as text on the header background),
 * --color-brand-on-dark (the brand as text on the dark reading scheme's page, DARK_PAGE; issue 17 §3).
 * --logo-url is the logo as a CSS url().
 */
export function themeCssVariables(input: Partial<Theme> | null | undefined): Record<string, string> {
  const theme = mergeTheme(input);
  const vars: Record<string, string> = {};
  for (const [key, name] of Object.entries(THEME_CSS_VARIABLES) as [ThemeColourKey, string][]) {
    vars[name] = theme[key];
    vars[`${name}-contrast`] = readableForeground(theme[key]);
  }
  vars['--sidebar-heading-text'] = ensureContrast(theme.sidebar_heading, theme.sidebar_background);
  vars['--sidebar-hover-text'] = ensureContrast(theme.sidebar_heading, theme.sidebar_hover);
  vars['--color-brand-text'] = ensureContrast(theme.brand_color, '#FFFFFF');
  vars['--color-brand-on-header'] = ensureContrast(theme.brand_color, theme.header_background);
  // The dark scheme's page and surface are both darker than this, so one colour reads on either.
  vars['--color-brand-on-dark'] = ensureContrast(theme.brand_color, DARK_SURFACE);
  vars['--logo-url'] = `url("${theme.logo.replace(/"/g, '%22')}")`;
  return vars;
}

/** Sets the custom properties on :root, the favicon link and the tenant's part of document.title. Returns the merged theme. */
export function applyTheme(input: Partial<Theme> | null | undefined, doc: Document = document): Theme {
  const theme = mergeTheme(input);
  const root = doc.documentElement;
  for (const [name, value] of Object.entries(themeCssVariables(theme))) root.style.setProperty(name, value);

  let icon = doc.head.querySelector<HTMLLinkElement>('link[rel~="icon"]');
  if (!icon) {
    icon = doc.createElement('link');
    icon.rel = 'icon';
    doc.head.appendChild(icon);
  }
  if (theme.favicon.startsWith('data:image/svg')) icon.type = 'image/svg+xml';
  else icon.removeAttribute('type');
  icon.href = theme.favicon;

  setTenantTitle(theme.title, doc);
  return theme;
}
