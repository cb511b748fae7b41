import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiClient } from '@tessera/api-client/create-api-client';
import { checkEmail } from '@tessera/contract/request-schemas';
import { isValidGuestEmail } from '@tessera/feedback/email-rule';
import { characterRuleOf } from '@tessera/forms/key-block';
import { useCharacterRule } from '@tessera/forms/key-block-notice';
import { ChatCallError, checkGuestEmail, type EmailCheck } from './chat-api';
import { NavLink } from './nav-link';

const emailCharacters = characterRuleOf(checkEmail.properties.email);

export interface GuestEmailStepProps {
  api: ApiClient;
  navigate: (to: string) => void;
  /** Leaving the chat for another page (the panel closes). */
  onLeave: () => void;
  /** "Continue chat": start the guest's conversation with this email. */
  onContinue: (email: string) => void;
  /** Starting is under way (the Continue chat button waits). */
  starting: boolean;
  /** A start error to show next to Continue chat. */
  startError: string | null;
}

/**
 * SPEC §2, §5, §7: a guest gives an email first. Enter or Submit checks the pattern ("Please enter a valid
 * email"), then POST /api/v1/checkemail: a registered email is sent to sign in (/login); an unknown one
 * sees the first-visit text with Sign Up (/signup) and "Continue chat".
 */
export function GuestEmailStep({ api, navigate, onLeave, onContinue, starting, startError }: GuestEmailStepProps) {
  const { t } = useTranslation('chat');
  const id = useId();
  // SPEC §5 key-blocking, by the contract's rule for a guest's email.
  const block = useCharacterRule(emailCharacters, `${id}-notice`);
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [checking, setChecking] = useState(false);
  const [result, setResult] = useState<{ email: string; check: EmailCheck } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onSubmit = async (e: SubmitEvent) => {
    e.preventDefault();
    if (checking) return;
    const value = email.trim();
    setError(null);
    if (!isValidGuestEmail(value)) {
      setInvalid(true);
      setResult(null);
      document.getElementById(`${id}-email`)?.focus();
      return;
    }
    setInvalid(false);
    setChecking(true);
    try {
      setResult({ email: value, check: await checkGuestEmail(api, value) });
    } catch (err) {
      setResult(null);
      setError(err instanceof ChatCallError && err.status === 429 ? t('email.tooMany') : t('email.failed'));
    } finally {
      setChecking(false);
    }
  };

  const current = result && result.email === email.trim() ? result : null;
  return (
    <div className="ch-section">
      <form className="ch-form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <p>{t('email.intro')}</p>
        <div className="ch-field">
          <label htmlFor={`${id}-email`}>{t('email.label')}</label>
          <input
            id={`${id}-email`}
            type="email"
            inputMode="email"
            autoComplete="email"
            required
            maxLength={254}
            value={email}
            data-chat-focus=""
            aria-invalid={invalid ? true : undefined}
            aria-describedby={block.refusing ? `${id}-notice ${id}-error` : `${id}-error`}
            onChange={(e) => {
              block.filter(e);
              setEmail(e.target.value);
              if (invalid && isValidGuestEmail(e.target.value)) setInvalid(false);
            }}
          />
          {block.notice}
          <p id={`${id}-error`} className="ch-error" aria-live="polite">
            {invalid ? t('email.invalid') : (error ?? '')}
          </p>
        </div>
        <div>
          <button type="submit" className="ch-button" aria-disabled={checking ? true : undefined}>
            {checking ? t('email.checking') : t('email.submit')}
          </button>
        </div>
      </form>
      <div role="status" className="ch-email-result">
        {current?.check === 'registered' ? (
          <div className="ch-notice">
            <p>{t('email.registered')}</p>
            <p>
              <NavLink to="/login" navigate={navigate} onFollow={onLeave} className="ch-button ch-button--link">
                {t('email.signIn')}
              </NavLink>
            </p>
          </div>
        ) : null}
        {current?.check === 'unknown' ? (
          <div className="ch-notice">
            <p>{t('email.firstVisit')}</p>
            <div className="ch-actions">
              <NavLink to="/signup" navigate={navigate} onFollow={onLeave} className="ch-button ch-button--secondary ch-button--link">
                {t('email.signUp')}
              </NavLink>
              <button
                type="button"
                className="ch-button"
                aria-disabled={starting ? true : undefined}
                onClick={() => !starting && onContinue(current.email)}
              >
                {t('email.continue')}
              </button>
            </div>
            {startError ? <p className="ch-error">{startError}</p> : null}
          </div>
        ) : null}
      </div>
    </div>
  );
}
