import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { getSessionStore } from '@tessera/session/session-store';
import { fakeToken, sessionUser, testI18n } from './test-utils.tsx';
import { ViewAsBanner } from './view-as-banner.tsx';

afterEach(() => getSessionStore().getState().signOut());

function show() {
  return render(
    <I18nextProvider i18n={testI18n()}>
      <ViewAsBanner />
    </I18nextProvider>,
  );
}

describe('the view-as banner', () => {
  it('shows nothing in a person’s own session', () => {
    getSessionStore().getState().signIn({ access: fakeToken(), refresh: 'r', user: sessionUser() });
    show();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('says whose view it is, by whom and until when, with an End button', () => {
    const store = getSessionStore().getState();
    store.signIn({ access: fakeToken(), refresh: 'r', user: sessionUser() });
    store.startView(fakeToken());
    const endsAt = new Date(Date.now() + 30 * 60_000).toISOString();
    getSessionStore()
      .getState()
      .setUser(
        sessionUser({ name: 'Sam Seeker', user_id: 9, is_user: true, impersonation: { by_id: 1, by_name: 'Ada Admin', ends_at: endsAt } }),
      );
    show();
    const region = screen.getByRole('region', { name: /You are viewing as Sam Seeker\./ });
    expect(region).toHaveTextContent('View by Ada Admin, ends');
    expect(screen.getByRole('button', { name: 'End the view as Sam Seeker' })).toHaveTextContent('End');
    expect(getSessionStore().getState().impersonator?.refreshToken).toBe('r');
  });
});
