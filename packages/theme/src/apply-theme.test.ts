// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DARK_SURFACE, THEME_CSS_VARIABLES, applyTheme, themeCssVariables } from './apply-theme';
import { contrastRatio, parseColour } from './contrast';
import { DEFAULT_FAVICON } from './default-theme';

beforeEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
  document.title = '';
});

describe('applyTheme', () => {
  it('sets the custom properties, favicon and title', () => {
    applyTheme({ brand_color: '#7A3CF0', sidebar_background: '#1F3A2E', title: 'Acme Careers' });
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--color-brand')).toBe('#7A3CF0');
    expect(style.getPropertyValue('--color-brand-contrast')).toBe('#FFFFFF');
    expect(style.getPropertyValue('--sidebar-bg')).toBe('#1F3A2E');
    expect(style.getPropertyValue('--sidebar-hover')).toBe('#55556D');
    expect(style.getPropertyValue('--sidebar-heading')).toBe('#FFFFFF');
    expect(style.getPropertyValue('--header-bg')).toBe('#F2F2F2');
    expect(style.getPropertyValue('--table-header-bg')).toBe('#2F2F2F');
    expect(style.getPropertyValue('--table-header-bg-contrast')).toBe('#FFFFFF');
    expect(style.getPropertyValue('--status-all')).toBe('#D6F3FF');
    expect(style.getPropertyValue('--status-screening')).toBe('#f26a0a47');
    expect(style.getPropertyValue('--status-screening-contrast')).toBe('#000000');
    expect(document.title).toBe('Acme Careers');
    const icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
    expect(icon?.getAttribute('href')).toBe(DEFAULT_FAVICON);
    expect(icon?.type).toBe('image/svg+xml');
  });
  it('reuses an existing favicon link', () => {
    document.head.innerHTML = '<link rel="icon" href="/old.ico">';
    applyTheme({ favicon: 'https://cdn.test/f.png' });
    const icons = document.head.querySelectorAll('link[rel="icon"]');
    expect(icons).toHaveLength(1);
    expect((icons[0] as HTMLLinkElement).href).toBe('https://cdn.test/f.png');
    expect((icons[0] as HTMLLinkElement).hasAttribute('type')).toBe(false);
  });
  it('has a variable and a contrast variable for every colour', () => {
    const vars = themeCssVariables(null);
    for (const name of Object.values(THEME_CSS_VARIABLES)) {
      expect(vars[name]).toBeTruthy();
      expect(['#000000', '#FFFFFF']).toContain(vars[`${name}-contrast`]);
    }
    expect(vars['--color-brand-text']).toMatch(/^#[0-9A-F]{6}$/);
    expect(vars['--sidebar-heading-text']).toBe('#FFFFFF');
    expect(vars['--logo-url']?.startsWith('url("data:image/svg+xml,')).toBe(true);
  });

  it('gives every brand a link colour readable on the dark reading scheme (issue 17 §3)', () => {
    const dark = parseColour(DARK_SURFACE)!;
    for (const brand of ['#00ADEF', '#252531', '#000000', '#7a0000', '#ffff00']) {
      const onDark = parseColour(themeCssVariables({ brand_color: brand })['--color-brand-on-dark']!)!;
      expect(contrastRatio(onDark, dark)).toBeGreaterThanOrEqual(4.5);
      // The darker page (#15151b) reads it at least as well.
      expect(contrastRatio(onDark, parseColour('#15151b')!)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
