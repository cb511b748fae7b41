import { act, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import { FeedbackWidget, preloadFeedbackForm, type FeedbackWidgetProps } from './feedback-widget';
import { fakeApi, feedbackI18n } from './test-utils';

const i18n = feedbackI18n();

function setup(props: Partial<FeedbackWidgetProps> & { api?: ApiClient } = {}) {
  const fake = fakeApi();
  // user-event waits between steps on the fake clock, by 0 ms: no time passes unless a test advances it.
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const all: FeedbackWidgetProps = { api: props.api ?? fake.api, signedIn: false, path: '/searchJobs', keepOnScreen: false, ...props };
  const view = render(
    <I18nextProvider i18n={i18n}>
      <FeedbackWidget {...all} />
    </I18nextProvider>,
  );
  const rerender = (next: Partial<FeedbackWidgetProps>) =>
    view.rerender(
      <I18nextProvider i18n={i18n}>
        <FeedbackWidget {...all} {...next} />
      </I18nextProvider>,
    );
  return { ...fake, user, view, rerender };
}

const stateOf = (container: HTMLElement) => container.querySelector('.fb-widget')?.getAttribute('data-state');
const launcher = () => screen.queryByRole('button', { name: 'Feedback' });
const arrow = () => screen.queryByRole('button', { name: 'Show the Feedback button' });
const panel = () => screen.queryByRole('dialog', { name: 'How would you rate your user experience?' });
const send = () => screen.getByRole<HTMLButtonElement>('button', { name: /^(Send|Sending…)$/ });
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

/** The pointer, left on the panel by the last click, moves out of it (resting on the panel pauses its close timer). */
async function leavePanel(user: UserEvent) {
  await user.hover(panel()!);
  await user.unhover(panel()!);
}

/** Lets a resolved promise's continuation run (the send's await) under fake timers. */
async function settle() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

// The form loads on demand in the browser; here it is loaded first, so the panel opens at once.
beforeAll(async () => {
  await preloadFeedbackForm();
});

beforeEach(() => {
  vi.useFakeTimers();
  // React Testing Library ends each user-event action on a setTimeout(0) that it advances only under Jest's fake
  // timers, found through a global `jest`: without this an action would wait for ever under vi.useFakeTimers()
  // (testing-library/react-testing-library#1197).
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FeedbackWidget: panel and states', () => {
  it('starts closed; the Feedback button opens the rating panel with focus on the first rating', async () => {
    const { user, view } = setup();
    expect(stateOf(view.container)).toBe('closed');
    expect(panel()).toBeNull();
    await user.click(launcher()!);
    expect(stateOf(view.container)).toBe('formShown');
    const dialog = panel()!;
    const group = within(dialog).getByRole('group', { name: 'How would you rate your user experience?' });
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => (r.closest('label') as HTMLElement).textContent)).toEqual(['Dislike', 'Neutral', 'Like']);
    expect(document.activeElement).toBe(radios[0]);
    expect(launcher()!.getAttribute('aria-expanded')).toBe('true');
    // No text box before a rating; Send waits for one.
    expect(screen.queryByLabelText('Tell us about your experience (optional)')).toBeNull();
    expect(send().disabled).toBe(true);
    expect(screen.getByText('Choose a rating to send your feedback.')).toBeInTheDocument();
  });

  it('choosing a rating reveals the optional text and, for a guest, the email', async () => {
    const { user, view } = setup();
    await user.click(launcher()!);
    await user.click(screen.getByRole('radio', { name: 'Neutral' }));
    expect(stateOf(view.container)).toBe('ratingChosen');
    expect(screen.getByLabelText('Tell us about your experience (optional)')).toBeInTheDocument();
    expect(screen.getByLabelText('Your email')).toBeInTheDocument();
    expect(send().disabled).toBe(true);
  });

  it('a signed-in user gets no email box and may send once a rating is chosen', async () => {
    const { user } = setup({ signedIn: true });
    await user.click(launcher()!);
    expect(send().disabled).toBe(true);
    await user.click(screen.getByRole('radio', { name: 'Like' }));
    expect(screen.queryByLabelText('Your email')).toBeNull();
    expect(send().disabled).toBe(false);
  });

  it('limits the text to 150 characters; the hint turns to its limit state and is announced at the limit', async () => {
    const { user } = setup({ signedIn: true });
    await user.click(launcher()!);
    await user.click(screen.getByRole('radio', { name: 'Like' }));
    const box = screen.getByLabelText<HTMLTextAreaElement>('Tell us about your experience (optional)');
    expect(box.maxLength).toBe(150);
    const hint = screen.getByText('Maximum number of allowed characters are 150');
    expect(box.getAttribute('aria-describedby')).toBe(hint.id);
    await user.click(box);
    await user.paste('x'.repeat(149));
    expect(hint.getAttribute('data-limit')).toBeNull();
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Maximum number of allowed characters are 150')).toBe(false);
    await user.paste('xx');
    expect(box.value).toHaveLength(150);
    expect(hint.getAttribute('data-limit')).toBe('reached');
    expect(screen.getAllByRole('status').some((s) => s.textContent === 'Maximum number of allowed characters are 150')).toBe(true);
  });

  it.each([
    ['jo@example', false],
    ['bang!@example.com', false],
    ['sp#ace@example.com', false],
    ['jo.b_c-d+e@example.org', true],
  ])('guest email %j: valid %s', async (email, valid) => {
    const { user } = setup();
    await user.click(launcher()!);
    await user.click(screen.getByRole('radio', { name: 'Dislike' }));
    const input = screen.getByLabelText('Your email');
    await user.type(input, email);
    await user.tab();
    expect(input).not.toHaveFocus();
    expect(send().disabled).toBe(!valid);
    expect(screen.queryByText('Please enter a valid email!') !== null).toBe(!valid);
    expect(input.getAttribute('aria-invalid')).toBe(valid ? null : 'true');
    if (!valid) expect(screen.getByText('Enter a valid email to send your feedback.')).toBeInTheDocument();
  });

  it('refuses characters no address holds (a space) and says so beside the email box (SPEC §5 key-blocking)', async () => {
    const { user } = setup();
    await user.click(launcher()!);
    await user.click(screen.getByRole('radio', { name: 'Dislike' }));
    const input = screen.getByLabelText<HTMLInputElement>('Your email');
    await user.click(input);
    await user.paste('sp ace@example.com');
    expect(input.value).toBe('space@example.com');
    const notice = screen.getByText('A space can’t be used in this field, so it was not typed.');
    expect(input.getAttribute('aria-describedby')).toContain(notice.id);
  });

  it('sends rating, text, page and guest email; shows the spinner, then thanks, then closes after 2.5 s', async () => {
    const fake = fakeApi({ hold: true });
    const { user, view } = setup({ api: fake.api, path: '/jobs/12?ref=mail' });
    await user.click(launcher()!);
    await user.click(screen.getByRole('radio', { name: 'Dislike' }));
    await user.type(screen.getByLabelText('Tell us about your experience (optional)'), '  Too many steps.  ');
    await user.type(screen.getByLabelText('Your email'), 'guest@example.com');
    await user.click(send());
    expect(stateOf(view.container)).toBe('sending');
    expect(send().textContent).toBe('Sending…');
    expect(send().getAttribute('aria-disabled')).toBe('true');
    expect(fake.calls).toEqual([
      {
        path: '/api/v1/nsat_feedback',
        fields: { rating: '-1', feed: 'Too many steps.', page: '/jobs/12?ref=mail', user_email: 'guest@example.com' },
      },
    ]);
    fake.release(201);
    await settle();
    expect(stateOf(view.container)).toBe('thanked');
    expect(screen.getByText('Thank you for sharing your feedback with us')).toBeInTheDocument();
    // Focus went back to the Feedback button (outside the panel) and the pointer leaves the panel, so the close
    // timer runs.
    expect(document.activeElement).toBe(launcher());
    await leavePanel(user);
    advance(2499);
    expect(stateOf(view.container)).toBe('thanked');
    advance(1);
    expect(stateOf(view.container)).toBe('closed');
    // What was sent is cleared for next time.
    await user.click(launcher()!);
    expect(screen.getAllByRole('radio').every((r) => !(r as HTMLInputElement).checked)).toBe(true);
  });

  it('a signed-in send carries no email and drops an empty text', async () => {
    const fake = fakeApi();
    const { user } = setup({ api: fake.api, signedIn: true, path: '/application' });
    await user.click(launcher()!);
    await user.click(screen.getByRole('radio', { name: 'Neutral' }));
    await user.click(send());
    await settle();
    expect(fake.calls[0]!.fields).toEqual({ rating: '0', page: '/application' });
  });

  it('on failure only the spinner stops: no message, the form stays as it was', async () => {
    const fake = fakeApi({ status: 500 });
    const { user, view } = setup({ api: fake.api, signedIn: true });
    await user.click(launcher()!);
    await user.click(screen.getByRole('radio', { name: 'Like' }));
    await user.type(screen.getByLabelText('Tell us about your experience (optional)'), 'Kept');
    await user.click(send());
    await settle();
    expect(stateOf(view.container)).toBe('ratingChosen');
    expect(send().textContent).toBe('Send');
    expect(send().disabled).toBe(false);
    expect(screen.queryByText('Thank you for sharing your feedback with us')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByLabelText<HTMLTextAreaElement>('Tell us about your experience (optional)').value).toBe('Kept');
  });

  it('the thank-you waits while the pointer or focus is on the panel', async () => {
    const { user, view } = setup({ signedIn: true });
    await user.click(launcher()!);
    await user.click(screen.getByRole('radio', { name: 'Like' }));
    await user.click(send());
    await settle();
    await leavePanel(user);
    const dialog = panel()!;
    await user.hover(dialog);
    advance(10_000);
    expect(stateOf(view.container)).toBe('thanked');
    await user.unhover(dialog);
    advance(2499);
    expect(stateOf(view.container)).toBe('thanked');
    advance(1);
    expect(stateOf(view.container)).toBe('closed');
  });

  it('the thank-you pause keeps the time already spent', async () => {
    const { user, view } = setup({ signedIn: true });
    await user.click(launcher()!);
    await user.click(screen.getByRole('radio', { name: 'Like' }));
    await user.click(send());
    await settle();
    await leavePanel(user);
    advance(2000);
    const close = screen.getByRole('button', { name: 'Close feedback' });
    act(() => close.focus());
    advance(10_000);
    expect(stateOf(view.container)).toBe('thanked');
    act(() => launcher()!.focus());
    advance(499);
    expect(stateOf(view.container)).toBe('thanked');
    advance(1);
    expect(stateOf(view.container)).toBe('closed');
  });

  it('with "Keep messages on screen" the thank-you stays until closed', async () => {
    const { user, view } = setup({ signedIn: true, keepOnScreen: true });
    await user.click(launcher()!);
    await user.click(screen.getByRole('radio', { name: 'Like' }));
    await user.click(send());
    await settle();
    await leavePanel(user);
    advance(60_000);
    expect(stateOf(view.container)).toBe('thanked');
    await user.click(screen.getByRole('button', { name: 'Close feedback' }));
    expect(stateOf(view.container)).toBe('closed');
  });

  it('closes on an outside click, on the close button (focus back on Feedback) and on Escape; a draft is kept', async () => {
    const { user, view } = setup({ signedIn: true });
    await user.click(launcher()!);
    await user.click(screen.getByRole('radio', { name: 'Neutral' }));
    await user.click(panel()!);
    expect(stateOf(view.container)).toBe('ratingChosen');
    await user.click(document.body);
    expect(stateOf(view.container)).toBe('closed');

    await user.click(launcher()!);
    expect(stateOf(view.container)).toBe('ratingChosen');
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Neutral' }).checked).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: 'Neutral' }));
    await user.click(screen.getByRole('button', { name: 'Close feedback' }));
    expect(stateOf(view.container)).toBe('closed');
    expect(document.activeElement).toBe(launcher());

    await user.click(launcher()!);
    expect(screen.getByRole('radio', { name: 'Neutral' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(stateOf(view.container)).toBe('closed');
    expect(document.activeElement).toBe(launcher());
  });
});

describe('FeedbackWidget: the 7-second button timer', () => {
  it('hides the Feedback button after 7 s and shows the up-arrow, which brings it back (focused)', async () => {
    const { user } = setup();
    advance(6999);
    expect(launcher()).not.toBeNull();
    advance(1);
    expect(launcher()).toBeNull();
    const up = arrow()!;
    act(() => up.focus());
    await user.click(up);
    expect(launcher()).not.toBeNull();
    expect(arrow()).toBeNull();
    expect(document.activeElement).toBe(launcher());
  });

  it('restarts on each path change, and a path change brings the button back', () => {
    const { rerender } = setup({ path: '/a' });
    advance(5000);
    rerender({ path: '/b' });
    advance(5000);
    expect(launcher()).not.toBeNull();
    advance(2000);
    expect(launcher()).toBeNull();
    rerender({ path: '/c' });
    expect(launcher()).not.toBeNull();
    advance(7000);
    expect(launcher()).toBeNull();
  });

  it('pauses while the pointer is on the button and resumes with the time left', async () => {
    const { user } = setup();
    advance(3000);
    await user.hover(launcher()!);
    advance(30_000);
    expect(launcher()).not.toBeNull();
    await user.unhover(launcher()!);
    advance(3999);
    expect(launcher()).not.toBeNull();
    advance(1);
    expect(launcher()).toBeNull();
  });

  it('pauses while the button has keyboard focus', () => {
    setup();
    act(() => launcher()!.focus());
    advance(30_000);
    expect(launcher()).not.toBeNull();
    act(() => launcher()!.blur());
    advance(7000);
    expect(launcher()).toBeNull();
  });

  it('does not hide while the panel is open', async () => {
    const { user } = setup();
    await user.click(launcher()!);
    await user.unhover(launcher()!);
    advance(30_000);
    expect(launcher()).not.toBeNull();
    expect(panel()).not.toBeNull();
  });

  it('never hides with "Keep messages on screen", and starts again when the preference is turned off', () => {
    const { rerender } = setup({ keepOnScreen: true });
    advance(60_000);
    expect(launcher()).not.toBeNull();
    rerender({ keepOnScreen: false });
    advance(7000);
    expect(launcher()).toBeNull();
  });
});
