import userEvent from '@testing-library/user-event';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionUser, signInAs } from '@tessera/ui/test-utils';
import { renderPage, stubNetwork, type Language } from '../../../lib/test-harness.tsx';
import { myApplication } from '../../../lib/test-fixtures.ts';
import { ConfirmChangeDialog, type Change } from './confirm-change-dialog.tsx';

const user = userEvent.setup({ delay: null });

function open(change: Change, answer: { status?: number; json?: unknown }, language: Language = 'en') {
  const onDone = vi.fn();
  const onClose = vi.fn();
  const application = myApplication({ id: 42, status: 'offered', can_decline: true });
  const calls = stubNetwork((call) => (call.method === 'POST' ? answer : undefined));
  renderPage(
    '/application',
    '/application',
    <ConfirmChangeDialog application={application} change={change} onClose={onClose} onDone={onDone} />,
    language,
  );
  return { calls, onDone, onClose };
}

beforeEach(() => signInAs(sessionUser({ is_user: true, role_id: null })));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

describe('ConfirmChangeDialog', () => {
  it('withdraw: says what it means, sends the reason, and reports what happened', async () => {
    const { calls, onDone } = open('withdraw', { json: myApplication({ id: 42, status: 'withdrawn' }) });
    expect(screen.getByRole('dialog', { name: 'Withdraw your application for Data Analyst?' })).toBeInTheDocument();
    expect(screen.getByText(/This cannot be undone, and you cannot apply to this job again\./)).toBeInTheDocument();
    await user.clear(screen.getByRole('textbox', { name: 'Reason (optional)' }));
    await user.type(screen.getByRole('textbox', { name: 'Reason (optional)' }), 'Moving away');
    await user.click(screen.getByRole('button', { name: 'Yes, withdraw' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('Your application for Data Analyst was withdrawn.'));
    expect(calls).toEqual([{ method: 'POST', path: '/api/v1/me/applications/42/withdraw', search: '', body: { reason: 'Moving away' } }]);
  });

  it('decline: asks about the offer and declines it', async () => {
    const { calls, onDone } = open('decline', { json: myApplication({ id: 42, status: 'declined' }) });
    expect(screen.getByRole('dialog', { name: 'Decline the offer for Data Analyst?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, decline' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('You declined the offer for Data Analyst.'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/v1/me/applications/42/decline', body: {} });
  });

  it('keeping it changes nothing', async () => {
    const { calls, onClose } = open('decline', { json: {} });
    await user.click(screen.getByRole('button', { name: 'Keep the offer' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('a refused change is explained in French, not in the server’s English', async () => {
    const { onDone } = open(
      'withdraw',
      { status: 400, json: { non_field_errors: ['The application is "withdrawn"; it can no longer change.'] } },
      'fr',
    );
    await user.click(screen.getByRole('button', { name: 'Oui, retirer' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Cette candidature ne peut plus être modifiée ainsi. Rechargez la page pour voir où elle en est.',
    );
    expect(onDone).not.toHaveBeenCalled();
  });
});
