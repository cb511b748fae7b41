import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { register as registerRequest } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { TextField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { getSessionStore } from '@tessera/session/session-store';
import { useGo } from '@tessera/ui/app-context';
import { PageHeading } from '@tessera/ui/page-heading';
import { register, type UserType } from '../api/register.ts';
import { isApiError } from '@tessera/api-client/api-error';
import { isEmail, isWeakPassword } from '../hooks/password-rules.ts';
import { useCountdown } from '../hooks/use-countdown.ts';
import { GoogleSignInButton } from './google-sign-in-button.tsx';

/** SPEC §9: back to / 5 s after registering. */
export const REDIRECT_SECONDS = 5;

const rules = contractShape(registerRequest);
const characters = {
  first_name: characterRuleOf(registerRequest.properties.first_name),
  last_name: characterRuleOf(registerRequest.properties.last_name),
  email: characterRuleOf(registerRequest.properties.email),
  password: characterRuleOf(registerRequest.properties.password),
};

/** The register operation's fields and rules, and the client copies of the email and weak-password checks. */
function signupSchema(messages: { invalidEmail: string; weakPassword: string }) {
  return z
    .object({
      first_name: z.string().trim().pipe(rules.first_name),
      last_name: z.string().trim().pipe(rules.last_name),
      email: z
        .string()
        .trim()
        .min(1)
        .pipe(rules.email)
        .refine((email) => isEmail(email), messages.invalidEmail),
      password: z.string().min(1).pipe(rules.password),
    })
    .superRefine(
      (v, ctx) => {
        const email = typeof v.email === 'string' ? v.email : '';
        if (typeof v.password === 'string' && v.password !== '' && isWeakPassword(v.password, email))
          ctx.addIssue({ code: 'custom', path: ['password'], message: messages.weakPassword });
      },
      { when: () => true },
    );
}

/** An answer of the API (not a network failure): its messages are read field by field. */
const isApiErrorWithBody = (err: unknown) => isApiError(err) && err.status !== 0;

/** The registration form of /signup/candidate and /signup/employer (multipart POST /api/v1/register). */
export function SignupForm({ userType }: { userType: UserType }) {
  const { t } = useTranslation('auth');
  const go = useGo();
  const [success, setSuccess] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  const leave = () => void go('/', { replace: true });
  const left = useCountdown(success === null ? null : REDIRECT_SECONDS, leave, paused);
  const title = userType === 'candidate' ? t('signup.candidateTitle') : t('signup.employerTitle');
  const invalidEmail = t('fields.invalidEmail');
  const weakPassword = t('fields.weakPassword');
  const required = t('fields.required');
  const schema = useMemo(() => signupSchema({ invalidEmail, weakPassword }), [invalidEmail, weakPassword]);
  const messages = useMemo(
    () => ({ first_name: { required }, last_name: { required }, email: { required }, password: { required } }),
    [required],
  );
  const form = useContractForm({ schema, messages, defaultValues: { first_name: '', last_name: '', email: '', password: '' } });
  const busy = form.formState.isSubmitting;

  // Server messages (400 {data: {field: [..]}}) land on their fields, translated (@tessera/forms).
  async function onSubmit(values: z.infer<typeof schema>) {
    const answer = await register({ ...values, user_type: userType });
    const data = answer.data as { access_token?: string; refresh_token?: string };
    // A candidate is signed in at once (SPEC §4); an employer waits for approval.
    if (data.access_token && data.refresh_token) {
      getSessionStore().getState().signIn({ access: data.access_token, refresh: data.refresh_token });
    }
    setSuccess(answer.message);
  }

  if (success !== null) {
    return (
      <section className="ui-stack" aria-labelledby="page-heading">
        <PageHeading title={title}>{title}</PageHeading>
        <div
          className="ui-notice ui-stack"
          onMouseEnter={() => setPaused(true)}
          onMouseLeave={() => setPaused(false)}
          onFocus={() => setPaused(true)}
          onBlur={() => setPaused(false)}
        >
          <p role="status">{success}</p>
          <p aria-live="off">{t('signup.redirecting', { count: left ?? 0 })}</p>
          <div>
            <button type="button" className="ui-button" onClick={leave}>
              {t('signup.goNow')}
            </button>
          </div>
        </div>
      </section>
    );
  }

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={title}>{title}</PageHeading>
      <Form
        id="signup"
        form={form}
        className="ui-form"
        onSubmit={onSubmit}
        describeFailure={(err) => (isApiErrorWithBody(err) ? undefined : t('signup.failed'))}
      >
        <TextField label={t('fields.firstName')} name="first_name" autoComplete="given-name" required characters={characters.first_name} />
        <TextField label={t('fields.lastName')} name="last_name" autoComplete="family-name" required characters={characters.last_name} />
        <TextField label={t('fields.email')} name="email" type="email" autoComplete="email" required characters={characters.email} />
        <TextField
          label={t('fields.password')}
          hint={t('fields.passwordHint')}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          characters={characters.password}
        />
        <div>
          <button type="submit" className="ui-button" disabled={busy}>
            {busy ? t('signup.submitting') : t('signup.submit')}
          </button>
        </div>
      </Form>
      {userType === 'candidate' ? <GoogleSignInButton label="signUp" returnTo={null} /> : null}
      <p>
        {t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
      </p>
    </section>
  );
}
