import { render, waitFor } from '@testing-library/react';
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
});
