import { useCallback, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type FocusEvent, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '@tessera/api-client/api-error';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import { submitNsatFeedback as nsatRequest } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { useCharacterRule } from '@tessera/forms/key-block-notice';
import { applyServerProblems } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { isValidGuestEmail } from './email-rule';
import { usePausableTimeout } from './pausable-timeout';
import { submitNsatFeedback, type Rating } from './submit-feedback';
import './feedback.css';

const rules = contractShape(nsatRequest);
/** SPEC §9 (and the contract's maxLength of feed). */
export const FEED_MAX = nsatRequest.properties.feed.maxLength;
/** A guest's email: the contract's rule and SPEC §5's address rule. */
const guestEmail = z.string().trim().pipe(rules.user_email).refine(isValidGuestEmail);
const emailCharacters = characterRuleOf(nsatRequest.properties.user_email);

interface WidgetValues {
  /** '-1', '0' or '1' once chosen (the contract's rating), '' before. */
  rating: string;
  feed: string;
  user_email: string;
}
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
  const forms = useTranslation('forms');
  const id = useId();
  const titleId = `${id}-title`;
  const panelId = `${id}-panel`;
  const [state, setState] = useState<WidgetState>('closed');
  const [launcherShown, setLauncherShown] = useState(true);
  // The fields live in react-hook-form; whether Send may be pressed is the contract's rules, checked as
  // people type (SPEC §5: Send stays disabled until a rating, and a guest's valid email).
  const form = useForm<WidgetValues>({ defaultValues: { rating: '', feed: '', user_email: '' } });
  const watched = useWatch({ control: form.control });
  const rating = watched.rating === '' || watched.rating === undefined ? null : (Number(watched.rating) as Rating);
  const feed = watched.feed ?? '';
  const email = watched.user_email ?? '';
  const [emailTouched, setEmailTouched] = useState(false);
  const emailNoticeId = `${useId()}-email-notice`;
  const emailBlock = useCharacterRule(emailCharacters, emailNoticeId);
  const serverEmailError = form.formState.errors.user_email?.message;
  const root = useRef<HTMLDivElement>(null);
  const launcher = useRef<HTMLButtonElement>(null);
  const firstRating = useRef<HTMLInputElement>(null);
  const launcherHold = useHoldWhileEngaged();
  const panelHold = useHoldWhileEngaged();
  const releasePanel = panelHold.release;
  const sendingFor = useRef(0);

  const open = state !== 'closed';
  const emailValid = useMemo(() => guestEmail.safeParse(email).success, [email]);
  const canSend = rating !== null && rules.rating.safeParse(watched.rating).success && (signedIn || emailValid) && state !== 'sending';
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
        form.reset({ rating: '', feed: '', user_email: form.getValues('user_email') });
        setEmailTouched(false);
      }
      setState('closed');
      releasePanel();
      if (returnFocus) launcher.current?.focus();
    },
    [releasePanel, form],
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
    } catch (error) {
      if (attempt !== sendingFor.current) return;
      // SPEC §8: the spinner stops, nothing else is shown — except a field the server names (a guest's
      // email it refuses), which gets the server's message, translated.
      if (isApiError(error) && error.status === 400)
        applyServerProblems(form, error.body, { t: forms.t, language: forms.i18n.language, known: (name) => name === 'user_email' });
      setState('ratingChosen');
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
                    <RatingInput
                      first={i === 0 ? firstRating : undefined}
                      value={String(r.value)}
                      registration={form.register('rating', {
                        onChange: () => {
                          if (state !== 'sending') setState('ratingChosen');
                        },
                      })}
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
                    <FeedBox id={`${id}-feed`} describedBy={hintId} registration={form.register('feed')} />
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
                      <EmailInput
                        id={`${id}-email`}
                        invalid={showEmailError || Boolean(serverEmailError)}
                        describedBy={
                          [emailBlock.refusing ? emailNoticeId : null, showEmailError || serverEmailError ? emailErrorId : null]
                            .filter(Boolean)
                            .join(' ') || undefined
                        }
                        registration={form.register('user_email')}
                        onInput={(e) => {
                          emailBlock.filter(e);
                          if (serverEmailError) form.clearErrors('user_email');
                        }}
                        onBlur={() => setEmailTouched(true)}
                      />
                      {emailBlock.notice}
                      <p id={emailErrorId} className="fb-error" aria-live="polite">
                        {serverEmailError ?? (showEmailError ? t('widget.emailInvalid') : '')}
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

type Registration = ReturnType<ReturnType<typeof useForm<WidgetValues>>['register']>;

function RatingInput({
  first,
  value,
  registration,
}: {
  first: Ref<HTMLInputElement> | undefined;
  value: string;
  registration: Registration;
}) {
  return (
    <input
      type="radio"
      value={value}
      {...registration}
      ref={(el) => {
        registration.ref(el);
        if (typeof first === 'function') first(el);
        else if (first) first.current = el;
      }}
    />
  );
}

/** The optional text: at most FEED_MAX characters, however it is put in (typing, pasting). */
function FeedBox({ id, describedBy, registration }: { id: string; describedBy: string; registration: Registration }) {
  return (
    <textarea
      id={id}
      maxLength={FEED_MAX}
      rows={3}
      aria-describedby={describedBy}
      {...registration}
      onChange={(e) => {
        if (e.target.value.length > FEED_MAX) e.target.value = e.target.value.slice(0, FEED_MAX);
        return registration.onChange(e);
      }}
    />
  );
}

function EmailInput({
  id,
  invalid,
  describedBy,
  registration,
  onInput,
  onBlur,
}: {
  id: string;
  invalid: boolean;
  describedBy: string | undefined;
  registration: Registration;
  onInput: (e: ChangeEvent<HTMLInputElement>) => void;
  onBlur: () => void;
}) {
  return (
    <input
      id={id}
      type="email"
      autoComplete="email"
      inputMode="email"
      required
      aria-invalid={invalid ? true : undefined}
      aria-describedby={describedBy}
      {...registration}
      onChange={(e) => {
        onInput(e);
        return registration.onChange(e);
      }}
      onBlur={(e) => {
        onBlur();
        return registration.onBlur(e);
      }}
    />
  );
}
