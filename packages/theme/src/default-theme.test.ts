import { describe, expect, it } from 'vitest';
import { DEFAULT_FAVICON, DEFAULT_LOGO, THEME_KEYS, defaultTheme, mergeTheme } from './default-theme';

describe('default theme (SPEC §9)', () => {
  it('has the spec colours, the title and SVG data URIs', () => {
    expect(defaultTheme).toMatchObject({
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
      title: 'Tessera',
    });
    expect(DEFAULT_LOGO.startsWith('data:image/svg+xml,')).toBe(true);
    expect(DEFAULT_FAVICON.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(DEFAULT_LOGO)).toContain('<svg');
    expect(Object.keys(defaultTheme).sort()).toEqual([...THEME_KEYS].sort());
  });
  it('merges a partial theme, refusing unsafe values', () => {
    const t = mergeTheme({
      brand_color: '#7A3CF0',
      sidebar_background: 'red; background: url(x)',
      header_background: '',
      logo: 'javascript:alert(1)',
      favicon: 'data:image/png;base64,AAAA',
      title: '  Acme Careers ',
      active: 42,
    });
    expect(t.brand_color).toBe('#7A3CF0');
    expect(t.sidebar_background).toBe('#252531');
    expect(t.header_background).toBe('#F2F2F2');
    expect(t.logo).toBe(DEFAULT_LOGO);
    expect(t.favicon).toBe('data:image/png;base64,AAAA');
    expect(t.title).toBe('Acme Careers');
    expect(t.active).toBe('#BEFFCE');
    expect(mergeTheme(null)).toEqual(defaultTheme);
  });
});
