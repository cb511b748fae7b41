import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeading } from '@tessera/ui/page-heading';

/** /signup: the visitor says whether they look for work or hire. */
export default function SignupChoicePage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [kind, setKind] = useState<'candidate' | 'employer'>('candidate');
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void navigate(`/signup/${kind}`);
  };
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('signup.title')}>{t('signup.title')}</PageHeading>
      <p>{t('signup.intro')}</p>
      <form className="ui-form" onSubmit={onSubmit}>
        <fieldset className="ui-fieldset">
          <legend className="ui-legend">{t('signup.choose')}</legend>
          {(['candidate', 'employer'] as const).map((value) => (
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
                <label htmlFor={`signup-${value}`}>{t(`signup.${value}`)}</label>
              </div>
              <p id={`signup-${value}-hint`} className="ui-hint">
                {t(`signup.${value}Hint`)}
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
        {t('signup.haveAccount')} <Link to="/login">{t('signup.signIn')}</Link>
      </p>
    </section>
  );
}
