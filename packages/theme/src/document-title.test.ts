// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { applyTheme } from './apply-theme';
import { composeTitle, setPageTitle, setTenantTitle } from './document-title';

beforeEach(() => {
  delete document.documentElement.dataset.pageTitle;
  delete document.documentElement.dataset.tenantTitle;
  document.title = 'Tessera';
});

describe('document title', () => {
  it('composes the page and tenant parts', () => {
    expect(composeTitle('Sign in', 'Acme Careers')).toBe('Sign in · Acme Careers');
    expect(composeTitle(undefined, 'Acme Careers')).toBe('Acme Careers');
    expect(composeTitle('Sign in', undefined)).toBe('Sign in');
    expect(composeTitle('Acme Careers', 'Acme Careers')).toBe('Acme Careers');
  });

  it('keeps the tenant title when the page title is written after the theme', () => {
    applyTheme({ title: 'Acme Careers' });
    setPageTitle('Hiring that works for every mind');
    expect(document.title).toBe('Hiring that works for every mind · Acme Careers');
  });

  it('keeps the page title when the theme arrives after the page', () => {
    setPageTitle('Sign in');
    expect(document.title).toBe('Sign in');
    applyTheme({ title: 'Acme Careers' });
    expect(document.title).toBe('Sign in · Acme Careers');
  });

  it('falls back to the tenant title when the page goes, but not when another page took over', () => {
    setTenantTitle('Acme Careers');
    const leaveLogin = setPageTitle('Sign in');
    setPageTitle('Languages');
    leaveLogin();
    expect(document.title).toBe('Languages · Acme Careers');
    const leaveLanguages = setPageTitle('Languages');
    leaveLanguages();
    expect(document.title).toBe('Acme Careers');
  });
});
