import { render, screen, waitFor } from '@testing-library/react';
import { createI18n } from '@tessera/i18n/create-i18n';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { ThemeLoader } from './theme-loader.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('ThemeLoader', () => {
  it("keeps the tenant's time zone (for chat times) with the stored theme", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ data: { brand_color: '#7A3CF0', title: 'Acme Careers', time_zone: 'America/Chicago' } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    render(<ThemeLoader />);
    await waitFor(() => expect(getSessionStore().getState().tenantTheme?.time_zone).toBe('America/Chicago'));
    expect(getSessionStore().getState().tenantTheme?.title).toBe('Acme Careers');
  });

  it("makes every text that names the product say the tenant's name", async () => {
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(JSON.stringify({ data: { brand_color: '#7A3CF0', title: 'Acme Careers' } }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    getSessionStore().getState().setTenantTheme(null);
    const i18n = await createI18n({
      namespaces: ['auth'],
      language: 'en',
      setDocumentLanguage: false,
      backend: {
        load: () => Promise.resolve({ login: { noAccount: 'New to {{product}}?' } }),
      },
    });
    function Line() {
      const { t } = useTranslation('auth');
      return <p>{t('login.noAccount')}</p>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ThemeLoader />
        <Line />
      </I18nextProvider>,
    );
    expect(await screen.findByText('New to Acme Careers?')).toBeVisible();
    expect(screen.queryByText(/Tessera/)).toBeNull();
  });
});
