import { render, screen, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HTTP_NOT_FOUND_KEY, HTTP_UNAUTHORIZED_KEY } from '@tessera/session/http-messages';
import { getSessionStore } from '@tessera/session/session-store';
import { getApi, setHttpNotifier } from './api.tsx';
import { SessionBootstrap } from './app-providers.tsx';
import { ToastRegion } from './toasts.tsx';
import { fakeToken, sessionUser, signInAs, testI18n } from './test-utils.tsx';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const seen: string[] = [];
/** The fake server: path -> answer. */
let answer: (path: string, req: Request) => Response;

beforeEach(() => {
  seen.length = 0;
  vi.stubGlobal('fetch', async (input: Request) => {
    const path = new URL(input.url).pathname;
    seen.push(path);
    return answer(path, input);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  signInAs(null);
});

describe('the API client of the apps: SPEC §8 helper messages', () => {
  it('a 401 on a signed-in call whose token cannot be refreshed shows the 401 message and ends the session', async () => {
    const notify = vi.fn();
    const stop = setHttpNotifier(notify);
    signInAs(sessionUser());
    answer = (path) =>
      path === '/api/v1/token/refresh'
        ? json(401, { detail: 'Token is invalid or expired' })
        : json(401, { detail: 'Your session has ended.' });
    const { response } = await getApi().GET('/api/v1/notifications/all', { params: { query: { page: 1 } } });
    expect(response.status).toBe(401);
    expect(seen).toEqual(['/api/v1/notifications/all', '/api/v1/token/refresh']);
    expect(notify).toHaveBeenCalledWith(HTTP_UNAUTHORIZED_KEY);
    expect(getSessionStore().getState().userToken).toBeNull();
    // Further failures of the same lost session say nothing more.
    await getApi().GET('/api/v1/notifications/all', { params: { query: { page: 1 } } });
    expect(notify).toHaveBeenCalledTimes(1);
    stop();
  });

  it('a 401 answered after a successful refresh is retried with the new token, silently', async () => {
    const notify = vi.fn();
    const stop = setHttpNotifier(notify);
    signInAs(sessionUser());
    // (The first test's refresh token was refused; a new sign-in brings a new one.)
    getSessionStore().getState().update({ refreshToken: 'refresh-1' });
    const fresh = `${fakeToken()}-renewed`;
    answer = (path, req) => {
      if (path === '/api/v1/token/refresh') return json(200, { access: fresh, refresh: 'refresh-2' });
      return req.headers.get('Authorization') === `Bearer ${fresh}`
        ? json(200, { data: [], unread_count: 0, total_pages: 1, page_number: 1 })
        : json(401, { detail: 'expired' });
    };
    const { response } = await getApi().GET('/api/v1/notifications/all', { params: { query: { page: 1 } } });
    expect(response.status).toBe(200);
    expect(getSessionStore().getState()).toMatchObject({ userToken: fresh, refreshToken: 'refresh-2' });
    expect(notify).not.toHaveBeenCalled();
    stop();
  });

  it('a 404 of a fixed path shows the 404 message; a missing id, or a call that shows its own 404, does not', async () => {
    const notify = vi.fn();
    const stop = setHttpNotifier(notify);
    answer = () => json(404, { detail: 'Not found.' });
    await getApi().GET('/api/v1/locations');
    expect(notify).toHaveBeenCalledWith(HTTP_NOT_FOUND_KEY);
    notify.mockClear();
    await getApi().GET('/api/v1/search/jobs/{id}', { params: { path: { id: 4 } } });
    await getApi().POST('/api/v1/session/chat', { body: { room: 'abcde' } });
    expect(notify).not.toHaveBeenCalled();
    stop();
  });

  it('shows the messages as toasts, translated', async () => {
    const i18n = testI18n();
    signInAs(sessionUser({ user_id: 9 }));
    answer = (path) => (path === '/api/v1/token/refresh' ? json(401, { detail: 'no' }) : json(401, { detail: 'no' }));
    render(
      <I18nextProvider i18n={i18n}>
        <SessionBootstrap i18n={i18n} />
        <ToastRegion />
      </I18nextProvider>,
    );
    await getApi().GET('/api/v1/locations');
    await getApi().GET('/api/v1/notifications/all', { params: { query: { page: 1 } } });
    expect(await screen.findByText('You have been Logged out due to Inactivity. Kindly refresh the page.')).toBeInTheDocument();
    await waitFor(() => expect(getSessionStore().getState().user).toBeNull());
  });
});
