import { useCallback, useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import { isValidGuestEmail } from './email-rule';
import { usePausableTimeout } from './pausable-timeout';
import { submitNsatFeedback, type Rating } from './submit-feedback';
import './feedback.css';

/** SPEC §9. */
export const FEED_MAX = 150;
export const LAUNCHER_HIDE_MS = 7000;
export const THANKS_CLOSE_MS = 2500;

/** SPEC §2 widget states. */
export type WidgetState = 'closed' | 'formShown' | 'ratingChosen' | 'sending' | 'thanked';

export interface FeedbackWidgetProps {
  /** The page's typed API client (it adds the bearer token when someone is signed in). */
  api: ApiClient;
  /** Someone is signed in: no email is asked for. */
  signedIn: boolean;
  /** The current address (path and query); sent as `page`, and each change restarts the 7-second timer. */
  path: string;
  /** The reading preference "Keep messages on screen" (DECISIONS 14): nothing hides by itself. */
  keepOnScreen: boolean;
}

const RATINGS: readonly { value: Rating; key: 'dislike' | 'neutral' | 'like' }[] = [
  { value: -1, key: 'dislike' },
  { value: 0, key: 'neutral' },
  { value: 1, key: 'like' },
];

function RatingFace({ kind }: { kind: 'dislike' | 'neutral' | 'like' }) {
  const mouth =
    kind === 'like' ? 'M8 14.5c1.1 1.4 2.4 2 4 2s2.9-.6 4-2' : kind === 'dislike' ? 'M8 16.5c1.1-1.4 2.4-2 4-2s2.9.6 4 2' : 'M8 15.5h8';
  return (
    <svg className="fb-face" viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="1.8" />
      <circle cx="9" cy="10" r="1.2" fill="currentColor" />
      <circle cx="15" cy="10" r="1.2" fill="currentColor" />
      <path d={mouth} fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
    </svg>
  );
}

/** Tracks whether the pointer or keyboard focus is inside an element (DECISIONS 14 pauses). */
function useHoldWhileEngaged() {
  const [pointer, setPointer] = useState(false);
  const [focus, setFocus] = useState(false);
  const handlers = {
    onPointerEnter: () => setPointer(true),
    onPointerLeave: () => setPointer(false),
    onFocus: () => setFocus(true),
    onBlur: (e: FocusEvent<HTMLElement>) => {
      if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocus(false);
    },
  };
  const release = useCallback(() => {
    setPointer(false);
    setFocus(false);
  }, []);
  return { engaged: pointer || focus, handlers, release };
}

/**
 * The floating feedback widget (SPEC §2 "Feedback widget", §5, §8, §9; DECISIONS 14): a Feedback button
 * that opens a rating panel; after 7 s without use the button gives way to an up-arrow button that
 * brings it back. Timers pause while the pointer or focus is on them and never run with "Keep messages
 * on screen".
 */
export function FeedbackWidget({ api, signedIn, path, keepOnScreen }: FeedbackWidgetProps) {
  const { t, ready } = useTranslation('feedback');
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const [state, setState] = useState<WidgetState>('closed');
  const [launcherShown, setLauncherShown] = useState(true);
  const [rating, setRating] = useState<Rating | null>(null);
  const [feed, setFeed] = useState('');
  const [email, setEmail] = useState('');
  const [emailTouched, setEmailTouched] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const firstRating = useRef<HTMLInputElement>(null);
  const launcherHold = useHoldWhileEngaged();
  const panelHold = useHoldWhileEngaged();
  const releasePanel = panelHold.release;
  const sendingFor = useRef(0);

  const open = state !== 'closed';
  const emailValid = isValidGuestEmail(email);
  const canSend = rating !== null && (signedIn || emailValid) && state !== 'sending';
  const atLimit = feed.length >= FEED_MAX;
  const showEmailError = !signedIn && emailTouched && email.trim() !== '' && !emailValid;

  // A new page shows the Feedback button again and restarts its 7-second timer.
  useEffect(() => {
    setLauncherShown(true);
  }, [path]);

  usePausableTimeout(() => setLauncherShown(false), LAUNCHER_HIDE_MS, {
    active: launcherShown && !open && !keepOnScreen,
    paused: launcherHold.engaged,
    resetKey: path,
  });

  const stateRef = useRef(state);
  stateRef.current = state;
  const close = useCallback(
    (returnFocus: boolean) => {
      // A send still under way no longer changes anything.
      sendingFor.current += 1;
      // A draft stays for next time; what was sent is cleared.
      if (stateRef.current === 'thanked') {
        setRating(null);
        setFeed('');
        setEmailTouched(false);
      }
      setState('closed');
      releasePanel();
      if (returnFocus) launcher.current?.focus();
    },
    [releasePanel],
  );

  usePausableTimeout(() => close(root.current?.contains(document.activeElement) ?? false), THANKS_CLOSE_MS, {
    active: state === 'thanked' && !keepOnScreen,
    paused: panelHold.engaged,
  });

  // Clicking outside the panel closes it (SPEC §2); so does Escape inside the widget.
  useEffect(() => {
    if (!open) return;
    const onDown = (e: PointerEvent) => {
      if (root.current && !root.current.contains(e.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, close]);

  // Opening the panel puts focus on the chosen rating, else the first one.
  useEffect(() => {
    if (!open) return;
    const checked = root.current?.querySelector<HTMLInputElement>('.fb-ratings input:checked');
    (checked ?? firstRating.current)?.focus();
    // Only when the panel opens.
  }, [open]);

  // The up-arrow brings the button back and keyboard users stay on it.
  const focusLauncher = useRef(false);
  useEffect(() => {
    if (launcherShown && focusLauncher.current) {
      focusLauncher.current = false;
      launcher.current?.focus();
    }
  }, [launcherShown]);

  const openPanel = () => setState(rating === null ? 'formShown' : 'ratingChosen');

  const send = async () => {
    if (!canSend || rating === null) return;
    const attempt = ++sendingFor.current;
    setState('sending');
    try {
      await submitNsatFeedback(api, { rating, feed, page: path, user_email: signedIn ? undefined : email });
      if (attempt !== sendingFor.current) return;
      setState('thanked');
      // The thanks is announced from the status region; focus goes back to the button that opened it.
      launcher.current?.focus();
    } catch {
      // SPEC §8: the spinner stops, nothing else is shown.
      if (attempt === sendingFor.current) setState('ratingChosen');
    }
  };

  const hintId = `${id}-feed-hint`;
  const emailErrorId = `${id}-email-error`;
  const sendHintId = `${id}-send-hint`;
  const sendHint = rating === null ? t('widget.sendNeedsRating') : !signedIn && !emailValid ? t('widget.sendNeedsEmail') : '';

  // Nothing until the wording has loaded, so no key flashes on screen.
  if (!ready) return null;
  return (
    <div
      ref={root}
      className="fb-widget"
      data-state={state}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.stopPropagation();
          close(true);
        }
      }}
    >
      {open ? (
        <section id={panelId} className="fb-panel" role="dialog" aria-labelledby={titleId} {...panelHold.handlers}>
          <div className="fb-panel__head">
            <h2 id={titleId} className="fb-panel__title">
              {t('widget.title')}
            </h2>
            <button type="button" className="fb-icon-button" aria-label={t('widget.close')} onClick={() => close(true)}>
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {state === 'thanked' ? null : (
            <form
              className="fb-form"
              noValidate
              onSubmit={(e) => {
                e.preventDefault();
                void send();
              }}
            >
              <fieldset className="fb-ratings" aria-labelledby={titleId}>
                {RATINGS.map((r, i) => (
                  <label key={r.value} className="fb-rating" data-checked={rating === r.value ? 'true' : 'false'}>
                    <input
                      ref={i === 0 ? firstRating : undefined}
                      type="radio"
                      name={`${id}-rating`}
                      value={String(r.value)}
                      checked={rating === r.value}
                      onChange={() => {
                        setRating(r.value);
                        if (state !== 'sending') setState('ratingChosen');
                      }}
                    />
                    <RatingFace kind={r.key} />
                    <span>{t(`widget.ratings.${r.key}`)}</span>
                  </label>
                ))}
              </fieldset>
              {rating !== null ? (
                <>
                  <div className="fb-field">
                    <label htmlFor={`${id}-feed`}>{t('widget.feedLabel')}</label>
                    <textarea
                      id={`${id}-feed`}
                      value={feed}
                      maxLength={FEED_MAX}
                      rows={3}
                      aria-describedby={hintId}
                      onChange={(e) => setFeed(e.target.value.slice(0, FEED_MAX))}
                    />
                    <p id={hintId} className="fb-hint" data-limit={atLimit ? 'reached' : undefined}>
                      {atLimit ? <span aria-hidden="true">! </span> : null}
                      {t('widget.feedLimit')}
                    </p>
                    <p className="fb-visually-hidden" role="status">
                      {atLimit ? t('widget.feedLimit') : ''}
                    </p>
                  </div>
                  {signedIn ? null : (
                    <div className="fb-field">
                      <label htmlFor={`${id}-email`}>{t('widget.emailLabel')}</label>
                      <input
                        id={`${id}-email`}
                        type="email"
                        autoComplete="email"
                        inputMode="email"
                        required
                        value={email}
                        aria-invalid={showEmailError ? true : undefined}
                        aria-describedby={showEmailError ? emailErrorId : undefined}
                        onChange={(e) => setEmail(e.target.value)}
                        onBlur={() => setEmailTouched(true)}
                      />
                      <p id={emailErrorId} className="fb-error" aria-live="polite">
                        {showEmailError ? t('widget.emailInvalid') : ''}
                      </p>
                    </div>
                  )}
                </>
              ) : null}
              <p id={sendHintId} className="fb-hint">
                {sendHint}
              </p>
              <button
                type="submit"
                className="fb-send"
                disabled={!canSend && state !== 'sending'}
                aria-disabled={state === 'sending' ? true : undefined}
                aria-describedby={sendHint ? sendHintId : undefined}
              >
                {state === 'sending' ? (
                  <>
                    <span className="fb-spinner" aria-hidden="true" />
                    {t('widget.sending')}
                  </>
                ) : (
                  t('widget.send')
                )}
              </button>
            </form>
          )}
          <p className="fb-thanks" role="status">
            {state === 'thanked' ? t('widget.thanks') : ''}
          </p>
        </section>
      ) : null}
      <div className="fb-launchers" {...launcherHold.handlers}>
        {launcherShown || open ? (
          <button
            ref={launcher}
            type="button"
            className="fb-launcher"
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            onClick={() => (open ? close(false) : openPanel())}
          >
            {t('widget.launcher')}
          </button>
        ) : (
          <button
            type="button"
            className="fb-arrow"
            aria-label={t('widget.showLauncher')}
            onClick={() => {
              focusLauncher.current = true;
              setLauncherShown(true);
            }}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
              <path d="M12 5l-7 7h4.5v7h5v-7H19z" fill="currentColor" />
            </svg>
          </button>
        )}
      </div>
    </div>
  );
}
