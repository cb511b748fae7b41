import userEvent from '@testing-library/user-event';
import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { ToastContainer } from 'react-toastify/unstyled';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import en from '@tessera/i18n/locales/en/applications-export.json';
import { ExportApplicationsButton } from './export-applications.tsx';
import { sessionUser, signInAs, testI18n } from './test-utils.tsx';

const user = userEvent.setup({ delay: null });

describe('ExportApplicationsButton', () => {
  let fetchMock: ReturnType<typeof vi.fn>;
  let clicked: { href: string; download: string }[];

  beforeEach(() => {
    signInAs(sessionUser({ role_id: 3, name: 'Aude Auditor' }));
    clicked = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  function renderButton(onStart = vi.fn()) {
    render(
      <I18nextProvider i18n={testI18n({ 'applications-export': en })}>
        <ExportApplicationsButton onStart={onStart} />
        <ToastContainer />
      </I18nextProvider>,
    );
    return onStart;
  }

  it('downloads the CSV under the name the server gives, with the bearer token, and says so', async () => {
    fetchMock = vi.fn((_input: Request) =>
      Promise.resolve(
        new Response('application_id\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="applications-2025-01-02.csv"' },
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onStart = renderButton();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(onStart).toHaveBeenCalled();
    await waitFor(() => expect(clicked).toEqual([{ href: 'blob:export', download: 'applications-2025-01-02.csv' }]));
    const request = fetchMock.mock.calls[0]?.[0] as Request;
    expect(new URL(request.url).pathname).toBe('/api/v1/applications/export');
    expect(request.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(await screen.findByText('Export ready: applications-2025-01-02.csv is in your downloads.')).toBeInTheDocument();
  });

  it('says plainly when the export fails, and saves nothing', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() =>
        Promise.resolve(
          new Response(JSON.stringify({ detail: 'Your role does not allow this.' }), {
            status: 403,
            headers: { 'content-type': 'application/json' },
          }),
        ),
      ),
    );
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText(/Something went wrong\. The export could not be downloaded/)).toBeInTheDocument();
    expect(clicked).toEqual([]);
  });
});
