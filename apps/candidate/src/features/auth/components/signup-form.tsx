import { useMemo, useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useFormContext } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { z } from '@tessera/forms/zod';
import { register as registerRequest } from '@tessera/contract/request-schemas';
import { contractShape } from '@tessera/forms/contract-schema';
import { TextField, useField } from '@tessera/forms/fields';
import { Form, useContractForm } from '@tessera/forms/form';
import { characterRuleOf } from '@tessera/forms/key-block';
import { getSessionStore } from '@tessera/session/session-store';
import { safeRememberedPath } from '@tessera/routes/home-redirect';
import { useGo } from '@tessera/ui/app-context';
import { useKeepMessages } from '@tessera/ui/reading-preferences';
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
  organisation_name: characterRuleOf(registerRequest.properties.organisation_name),
};

/** Each kind of sign-up's page title (auth namespace). */
const TITLES: Record<UserType, string> = {
  candidate: 'auth:signup.candidateTitle',
  employer: 'auth:signup.employerTitle',
  corporate_partner: 'auth:signup.corporateTitle',
  skilling_partner: 'auth:signup.skillingTitle',
  nonprofit_partner: 'auth:signup.nonProfitTitle',
};

/** The register operation's fields and rules, and the client copies of the email and weak-password checks. */
function signupSchema(
  messages: { invalidEmail: string; weakPassword: string; acceptTerms: string; invalidWebsite: string },
  userType: UserType,
) {
  const organisation = userType !== 'candidate';
  return z
    .object({
      // An organisation's sign-up names it; website and phone are optional.
      organisation_name: organisation ? z.string().trim().min(1).pipe(rules.organisation_name) : z.string(),
      website: z
        .string()
        .trim()
        .refine((v) => v === '' || /^https?:\/\/\S+$/.test(v), messages.invalidWebsite),
      phone: z.string().trim().pipe(rules.phone),
      // Job seekers accept the current terms and privacy policy (recorded with their versions, issue 16).
      accept_terms: userType === 'candidate' ? z.literal(true, { error: messages.acceptTerms }) : z.boolean(),
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

/** The job seeker's acceptance of the terms and the privacy policy, each a link that opens in a new tab. */
function AcceptTermsField() {
  const { t } = useTranslation('auth');
  const { register: registerField } = useFormContext();
  const f = useField('accept_terms', { label: t('signup.acceptTermsLabel') });
  return (
    <div className="ui-field">
      <div className="ui-choice">
        <input
          id={f.id}
          type="checkbox"
          aria-invalid={f.error ? true : undefined}
          aria-describedby={f.describedBy}
          {...registerField('accept_terms')}
        />
        <label htmlFor={f.id}>
          <Trans
            t={t}
            i18nKey="signup.acceptTerms"
            components={{
              // Trans fills each link with its words from the translation (signup.acceptTerms).
              /* eslint-disable jsx-a11y/anchor-has-content */
              terms: <a href="/terms-of-service" target="_blank" rel="noopener" />,
              privacy: <a href="/privacy-policy" target="_blank" rel="noopener" />,
              /* eslint-enable jsx-a11y/anchor-has-content */
            }}
          />
        </label>
      </div>
      {f.error && f.errorId ? (
        <p id={f.errorId} className="ui-field-error">
          {f.error}
        </p>
      ) : null}
    </div>
  );
}

/** An answer of the API (not a network failure): its messages are read field by field. */
const isApiErrorWithBody = (err: unknown) => isApiError(err) && err.status !== 0;

/**
 * The registration form of /signup/candidate and of the organisations' sign-ups (/signup/employer,
 * /signup/corporatePartner, /signup/skilling, /signup/nonProfitPartner): multipart POST /api/v1/register.
 */
export function SignupForm({ userType }: { userType: UserType }) {
  const { t } = useTranslation('auth');
  const go = useGo();
  const [success, setSuccess] = useState<string | null>(null);
  const [paused, setPaused] = useState(false);
  // Issue 17 §4: the countdown can be stopped, and with "Keep messages on screen" it never starts (DECISIONS 14).
  const [stopped, setStopped] = useState(false);
  const keepMessages = useKeepMessages();
  const [params] = useSearchParams();
  // A job seeker who signed up from a job ("Sign in to apply") goes back to it (DECISIONS 3).
  const next = userType === 'candidate' ? safeRememberedPath(params.get('next'), { is_user: true, role_id: null }) : null;
  const leave = () => void go(next ?? '/', { replace: true });
  const counting = success !== null && !stopped && !keepMessages;
  const left = useCountdown(counting ? REDIRECT_SECONDS : null, leave, paused);
  const title = t(TITLES[userType]);
  const organisation = userType !== 'candidate';
  const invalidEmail = t('fields.invalidEmail');
  const weakPassword = t('fields.weakPassword');
  const required = t('fields.required');
  const acceptTerms = t('signup.acceptTermsRequired');
  const invalidWebsite = t('fields.invalidWebsite');
  const schema = useMemo(
    () => signupSchema({ invalidEmail, weakPassword, acceptTerms, invalidWebsite }, userType),
    [invalidEmail, weakPassword, acceptTerms, invalidWebsite, userType],
  );
  const messages = useMemo(
    () => ({
      organisation_name: { required },
      first_name: { required },
      last_name: { required },
      email: { required },
      password: { required },
    }),
    [required],
  );
  const form = useContractForm({
    schema,
    messages,
    defaultValues: {
      organisation_name: '',
      website: '',
      phone: '',
      first_name: '',
      last_name: '',
      email: '',
      password: '',
      accept_terms: false,
    },
  });
  const busy = form.formState.isSubmitting;

  // Server messages (400 {data: {field: [..]}}) land on their fields, translated (@tessera/forms).
  async function onSubmit(values: z.infer<typeof schema>) {
    const { accept_terms: accepted, organisation_name, website, phone, ...fields } = values;
    const answer = await register({
      ...fields,
      user_type: userType,
      ...(accepted ? { accept_terms: 'true' as const } : {}),
      ...(organisation ? { organisation_name, ...(website === '' ? {} : { website }), ...(phone === '' ? {} : { phone }) } : {}),
    });
    const data = answer.data;
    // An organisation waits for approval on its status page (/approval).
    if (data.status_token) {
      void go(`/approval?token=${encodeURIComponent(data.status_token)}`, { replace: true });
      return;
    }
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
          {counting ? <p aria-live="off">{t(next ? 'signup.redirectingBack' : 'signup.redirecting', { count: left ?? 0 })}</p> : null}
          <div className="ui-row">
            <button type="button" className="ui-button" onClick={leave}>
              {t(next ? 'signup.goBack' : 'signup.goNow')}
            </button>
            {counting ? (
              <button type="button" className="ui-button ui-button--secondary" onClick={() => setStopped(true)}>
                {t('signup.stopCountdown')}
              </button>
            ) : null}
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
        {organisation ? (
          <>
            <p>{t('signup.organisationIntro')}</p>
            <h2>{t('signup.organisationSection')}</h2>
            <TextField
              label={t('fields.organisationName')}
              name="organisation_name"
              autoComplete="organization"
              required
              characters={characters.organisation_name}
            />
            <TextField label={t('fields.website')} hint={t('fields.websiteHint')} name="website" type="url" autoComplete="url" />
            <TextField label={t('fields.phone')} name="phone" type="tel" autoComplete="tel" />
            <h2>{t('signup.personSection')}</h2>
          </>
        ) : null}
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
        {userType === 'candidate' ? <AcceptTermsField /> : null}
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
