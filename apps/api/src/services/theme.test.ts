import { describe, expect, it } from 'vitest';
import { defaultTheme } from '@tessera/theme/default-theme';
import { monogramLogo, resolveTheme } from './theme.ts';

describe('resolveTheme', () => {
  it('uses the defaults of @tessera/theme, shared with the apps', () => {
    expect(resolveTheme(null)).toEqual(defaultTheme);
    expect(resolveTheme({})).toEqual(defaultTheme);
  });

  it('keeps stored values over the defaults and refuses unsafe ones', () => {
    const logo = monogramLogo('A', '#7A3CF0');
    const theme = resolveTheme({
      brand_color: '#7A3CF0',
      title: 'Acme Careers',
      logo,
      sidebar_background: 'red; background: url(x)',
      favicon: 'javascript:alert(1)',
      header_background: '',
    });
    expect(theme).toMatchObject({ brand_color: '#7A3CF0', title: 'Acme Careers', logo });
    expect(theme.sidebar_background).toBe(defaultTheme.sidebar_background);
    expect(theme.favicon).toBe(defaultTheme.favicon);
    expect(theme.header_background).toBe(defaultTheme.header_background);
  });
});
