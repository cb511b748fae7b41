import { useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { PageHeading } from '@tessera/ui/page-heading';

/** What each choice is called (auth namespace) and where its form is. */
const CHOICES = [
  { value: 'candidate', path: '/signup/candidate', label: 'auth:signup.candidate', hint: 'auth:signup.candidateHint' },
  { value: 'employer', path: '/signup/employer', label: 'auth:signup.employer', hint: 'auth:signup.employerHint' },
  { value: 'skilling', path: '/signup/skilling', label: 'auth:signup.skilling', hint: 'auth:signup.skillingHint' },
  { value: 'nonProfit', path: '/signup/nonProfitPartner', label: 'auth:signup.nonProfit', hint: 'auth:signup.nonProfitHint' },
  { value: 'corporate', path: '/signup/corporatePartner', label: 'auth:signup.corporate', hint: 'auth:signup.corporateHint' },
] as const;
type Choice = (typeof CHOICES)[number]['value'];

/** /signup: the visitor says whether they look for work, hire, or bring job seekers as a partner. */
export default function SignupChoicePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // Issue 17 §4: the page a visitor was on ("Sign in to apply") goes along to the job seeker's sign-up.
  const [params] = useSearchParams();
  const next = params.get('next');
  const [kind, setKind] = useState<Choice>('candidate');
  const onSubmit = (e: SubmitEvent) => {
    e.preventDefault();
    const path = CHOICES.find((c) => c.value === kind)?.path ?? '/signup/candidate';
    void navigate(kind === 'candidate' && next ? `${path}?next=${encodeURIComponent(next)}` : path);
  };
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('signup.title')}>{t('signup.title')}</PageHeading>
      <p>{t('signup.intro')}</p>
      <form className="ui-form" onSubmit={onSubmit}>
        <fieldset className="ui-fieldset">
          <legend className="ui-legend">{t('signup.choose')}</legend>
          {CHOICES.map(({ value, label, hint }) => (
            <div key={value}>
              <div className="ui-choice">
                <input
                  id={`signup-${value}`}
                  type="radio"
                  name="kind"
                  value={value}
                  checked={kind === value}
                  onChange={() => setKind(value)}
                  aria-describedby={`signup-${value}-hint`}
                />
                <label htmlFor={`signup-${value}`}>{t(label)}</label>
              </div>
              <p id={`signup-${value}-hint`} className="ui-hint">
                {t(hint)}
              </p>
            </div>
          ))}
        </fieldset>
        <div>
          <button type="submit" className="ui-button">
            {t('signup.continue')}
          </button>
        </div>
      </form>
      <p>
        {t('signup.haveAccount')} <Link to={next ? `/login?next=${encodeURIComponent(next)}` : '/login'}>{t('signup.signIn')}</Link>
      </p>
    </section>
  );
}
