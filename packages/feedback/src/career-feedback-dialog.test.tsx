import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import { CareerFeedbackDialog } from './career-feedback-dialog';
import { closeCareerFeedback, openCareerFeedback } from './career-feedback-store';
import { fakeApi, feedbackI18n } from './test-utils';

const i18n = feedbackI18n();

function setup(api: ApiClient) {
  const user = userEvent.setup();
  const notify = { success: vi.fn(), error: vi.fn() };
  const opener = document.createElement('button');
  opener.textContent = 'Open';
  document.body.append(opener);
  render(
    <I18nextProvider i18n={i18n}>
      <CareerFeedbackDialog api={api} path="/application" notify={notify} />
    </I18nextProvider>,
  );
  opener.focus();
  act(() => openCareerFeedback());
  return { user, notify, opener };
}

const dialog = () => screen.queryByRole('dialog', { name: 'Career-connector feedback' });
const typeSelect = () => screen.getByLabelText<HTMLSelectElement>('Type of feedback');
const description = () => screen.getByLabelText<HTMLTextAreaElement>('Description');

/** jsdom has no modal dialogs: stand in for the browser, which answers Escape in an open dialog with `cancel`. */
function escapeCancelsDialogs() {
  const onKey = (e: KeyboardEvent) => {
    const open = e.key === 'Escape' && e.target instanceof Element ? e.target.closest('dialog[open]') : null;
    open?.dispatchEvent(new Event('cancel', { cancelable: true }));
  };
  document.addEventListener('keydown', onKey);
  onTestFinished(() => document.removeEventListener('keydown', onKey));
}

afterEach(() => {
  act(() => closeCareerFeedback());
  document.body.innerHTML = '';
});

describe('CareerFeedbackDialog', () => {
  it('opens with the type first: four types and a description, both required', () => {
    setup(fakeApi().api);
    expect(dialog()).not.toBeNull();
    expect(document.activeElement).toBe(typeSelect());
    expect([...typeSelect().options].map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Choose a type'],
      ['Complaints', 'Complaints'],
      ['Suggestions', 'Suggestions'],
      ['Questions', 'Questions'],
      ['Others', 'Others'],
    ]);
    expect(typeSelect().required).toBe(true);
    expect(description().required).toBe(true);
    expect(description().maxLength).toBe(2000);
  });

  it('missing fields: an error toast, each field marked, a summary that takes focus and links to each, nothing sent', async () => {
    const fake = fakeApi();
    const { user, notify } = setup(fake.api);
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(notify.error).toHaveBeenCalledWith('Please choose a type of feedback and write a description.');
    expect(screen.getAllByText('Choose a type of feedback.')).toHaveLength(1);
    expect(screen.getByText('Write a description.')).toBeInTheDocument();
    expect(typeSelect().getAttribute('aria-invalid')).toBe('true');
    expect(description().getAttribute('aria-invalid')).toBe('true');
    const summary = screen.getByRole('alert');
    expect(summary.querySelector('h2')?.textContent).toBe('Please choose a type of feedback and write a description.');
    // It takes focus in an effect, once it is on screen.
    await waitFor(() => expect(summary).toHaveFocus());
    const links = screen.getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Type of feedback: Choose a type of feedback.', 'Description: Write a description.']);
    await user.click(links[1]!);
    expect(document.activeElement).toBe(description());
    expect(fake.calls).toEqual([]);

    await user.selectOptions(typeSelect(), 'Questions');
    await user.type(description(), '   ');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(screen.queryByText(/Choose a type of feedback\./)).toBeNull();
    expect(screen.getAllByRole('link').map((l) => l.textContent)).toEqual(['Description: Write a description.']);
    expect(notify.error).toHaveBeenCalledTimes(2);
    expect(fake.calls).toEqual([]);
  });

  it('sends type, description and page; a success toast, a notice that stays, and focus back where it came from', async () => {
    const fake = fakeApi();
    const { user, notify, opener } = setup(fake.api);
    await user.selectOptions(typeSelect(), 'Suggestions');
    await user.type(description(), '  Evening interview slots, please.  ');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(fake.calls).toEqual([
      {
        path: '/api/v1/feedback',
        fields: { feedback_type: 'Suggestions', description: 'Evening interview slots, please.', page: '/application' },
      },
    ]);
    expect(notify.success).toHaveBeenCalledWith('Thank you. Your feedback was sent to the career connector.');
    expect(screen.getByRole('status').textContent).toBe('Thank you. Your feedback was sent to the career connector.');
    const close = screen.getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());
    await user.click(close);
    expect(dialog()).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('a failure gives an error toast and a message in the dialog, and keeps what was written', async () => {
    const fake = fakeApi({ status: 500 });
    const { user, notify } = setup(fake.api);
    await user.selectOptions(typeSelect(), 'Complaints');
    await user.type(description(), 'The page froze.');
    await user.click(screen.getByRole('button', { name: 'Send feedback' }));
    expect(notify.error).toHaveBeenCalledWith('Your feedback could not be sent. Please try again.');
    expect(screen.getByRole('alert').textContent).toBe('Your feedback could not be sent. Please try again.');
    expect(typeSelect().value).toBe('Complaints');
    expect(description().value).toBe('The page froze.');
    expect(notify.success).not.toHaveBeenCalled();
  });

  it('Escape and Cancel close it', async () => {
    const { user } = setup(fakeApi().api);
    escapeCancelsDialogs();
    await user.keyboard('{Escape}');
    expect(dialog()).toBeNull();
    act(() => openCareerFeedback());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(dialog()).toBeNull();
  });
});
