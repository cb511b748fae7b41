// The feedback widget's form (SPEC §2, §5): rating, optional text and a guest's email, on react-hook-form
// with the contract's rules (@tessera/forms). Loaded when the panel first opens, so the pages' first
// bundle carries neither react-hook-form nor zod.
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type Ref } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '@tessera/forms/zod';
import { isApiError } from '@tessera/api-client/api-error';
import { submitNsatFeedback as nsatRequest } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { applyServerProblems } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { useCharacterRule } from '@tessera/forms/key-block-notice';
import { isValidGuestEmail } from './email-rule';
import type { Rating } from './submit-feedback';

const rules = contractShape(nsatRequest);
/** SPEC §9 (and the contract's maxLength of feed). */
export const FEED_MAX = nsatRequest.properties.feed.maxLength;
/** A guest's email: the contract's rule and SPEC §5's address rule. */
const guestEmail = z.string().trim().pipe(rules.user_email).refine(isValidGuestEmail);
const emailCharacters = characterRuleOf(nsatRequest.properties.user_email);

/** What was typed so far: kept by the widget while the panel is closed. */
export interface FeedbackDraft {
  /** '-1', '0' or '1' once chosen (the contract's rating), '' before. */
  rating: string;
  feed: string;
  user_email: string;
}

export interface FeedbackFormProps {
  /** The panel title's id (the ratings' group name). */
  titleId: string;
  signedIn: boolean;
  sending: boolean;
  draft: FeedbackDraft;
  onDraft: (draft: FeedbackDraft) => void;
  /** A rating was chosen. */
  onRated: () => void;
  /** Sends; resolves with the failure (null once sent). */
  onSend: (values: { rating: Rating; feed: string; user_email: string | undefined }) => Promise<unknown>;
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

/**
 * The form of the feedback panel. Send stays disabled until a rating is chosen and, for a guest, a valid
 * email is given (the contract's rules, checked as people type); a refusal of the email by the server is
 * shown on it, translated, and nothing else is (SPEC §8).
 */
export default function FeedbackForm({ titleId, signedIn, sending, draft, onDraft, onRated, onSend }: FeedbackFormProps) {
  const { t } = useTranslation('feedback');
  const forms = useTranslation('forms');
  const id = useId();
  const form = useForm<FeedbackDraft>({ defaultValues: draft });
  const watched = useWatch({ control: form.control });
  const rating = watched.rating === '' || watched.rating === undefined ? null : (Number(watched.rating) as Rating);
  const feed = watched.feed ?? '';
  const email = watched.user_email ?? '';
  const [emailTouched, setEmailTouched] = useState(false);
  const emailNoticeId = `${id}-email-notice`;
  const emailBlock = useCharacterRule(emailCharacters, emailNoticeId);
  const serverEmailError = form.formState.errors.user_email?.message;
  const firstRating = useRef<HTMLInputElement>(null);
  const root = useRef<HTMLFormElement>(null);

  // The widget keeps what was typed for next time.
  useEffect(() => {
    const { unsubscribe } = form.watch((values) =>
      onDraft({ rating: values.rating ?? '', feed: values.feed ?? '', user_email: values.user_email ?? '' }),
    );
    return unsubscribe;
  }, [form, onDraft]);

  // Opening the panel puts focus on the chosen rating, else the first one.
  useEffect(() => {
    const checked = root.current?.querySelector<HTMLInputElement>('.fb-ratings input:checked');
    (checked ?? firstRating.current)?.focus();
  }, []);

  const emailValid = useMemo(() => guestEmail.safeParse(email).success, [email]);
  const canSend = rating !== null && rules.rating.safeParse(watched.rating).success && (signedIn || emailValid) && !sending;
  const atLimit = feed.length >= FEED_MAX;
  const showEmailError = !signedIn && emailTouched && email.trim() !== '' && !emailValid;

  const send = async () => {
    if (!canSend) return;
    const failure = await onSend({ rating, feed, user_email: signedIn ? undefined : email });
    // A guest's email the server refuses gets its message (translated); other failures say nothing.
    if (isApiError(failure) && failure.status === 400)
      applyServerProblems(form, failure.body, { t: forms.t, language: forms.i18n.language, known: (name) => name === 'user_email' });
  };

  const hintId = `${id}-feed-hint`;
  const emailErrorId = `${id}-email-error`;
  const sendHintId = `${id}-send-hint`;
  const sendHint = rating === null ? t('widget.sendNeedsRating') : !signedIn && !emailValid ? t('widget.sendNeedsEmail') : '';

  return (
    <form
      ref={root}
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
                  if (!sending) onRated();
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
        disabled={!canSend && !sending}
        aria-disabled={sending ? true : undefined}
        aria-describedby={sendHint ? sendHintId : undefined}
      >
        {sending ? (
          <>
            <span className="fb-spinner" aria-hidden="true" />
            {t('widget.sending')}
          </>
        ) : (
          t('widget.send')
        )}
      </button>
    </form>
  );
}

type Registration = ReturnType<ReturnType<typeof useForm<FeedbackDraft>>['register']>;

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
        void registration.onChange(e);
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
        void registration.onChange(e);
      }}
      onBlur={(e) => {
        onBlur();
        void registration.onBlur(e);
      }}
    />
  );
}
