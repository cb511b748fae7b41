import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useSession } from '@tessera/session/session-store';
import type { Profile, ProfileSection } from '../api/get-my-profile.ts';
import { SECTIONS, isSection } from '../hooks/profile-sections.ts';
import { Completeness, ProfileLoadState, useProfileLoad } from './profile-parts.tsx';
import { SectionEditor } from './section-editor.tsx';
import './profile.css';

const filled = (profile: Profile, s: ProfileSection) =>
  s === 'certifications' ? profile.certifications.length > 0 : !profile.missing.includes(s);

/** The steps as an ordered list: where you are, which are filled in, and a way to jump to any. */
function StepList({ profile, current }: { profile: Profile; current: ProfileSection | 'done' }) {
  const { t } = useTranslation('profile');
  return (
    <nav aria-label={t('guided.stepsLabel')}>
      <ol className="pf-steps">
        {SECTIONS.map((s, i) => {
          const done = filled(profile, s);
          return (
            <li key={s} className={['pf-step', s === current ? 'pf-step--current' : '', done ? 'pf-step--done' : ''].join(' ')}>
              <Link to={`?step=${s}`} aria-current={s === current ? 'step' : undefined}>
                <span className="pf-step__number" aria-hidden="true">
                  {done ? '✓' : i + 1}
                </span>
                <span>{t(`sections.${s}.title`)}</span>
                <span className="ui-visually-hidden">{done ? t('guided.stepDone') : t('guided.stepTodo')}</span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/**
 * /profilev2: the same profile as /profile, one section at a time, for people who prefer small steps:
 * "Step 2 of 7", a short reason why the step helps, Save and continue, Back, or Skip. The step is kept
 * in the address, so a reload or the back button keeps the place.
 */
export default function ProfileGuidedPage() {
  const { t, ready } = useTranslation('profile');
  const load = useProfileLoad();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const canada = useSession((s) => s.canadaPath);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const raw = params.get('step');
  const current: ProfileSection | 'done' = raw === 'done' ? 'done' : isSection(raw) ? raw : 'about';

  useEffect(() => {
    // A new step: its heading takes focus (not on the first load of the page).
    if (raw !== null) stepHeading.current?.focus();
  }, [raw]);

  if (!ready) return <Spinner />;
  if (load.state !== 'ready') return <ProfileLoadState load={load} title={t('guided.title')} />;
  const { profile } = load;
  const index = current === 'done' ? SECTIONS.length : SECTIONS.indexOf(current);
  const go = (step: ProfileSection | 'done') => void navigate(`?step=${step}`);
  const next = () => go(SECTIONS[index + 1] ?? 'done');
  const last = index === SECTIONS.length - 1;

  return (
    <section className="ui-stack pf-page" aria-labelledby="page-heading">
      <PageHeading title={t('guided.title')}>{t('guided.title')}</PageHeading>
      <p>{t('guided.intro')}</p>
      <p>
        <AppLink to="/profile">{t('guided.toFull')}</AppLink>
      </p>
      <StepList profile={profile} current={current} />
      {current === 'done' ? (
        <div className="ui-card ui-stack">
          <h2 ref={stepHeading} tabIndex={-1}>
            {t('guided.doneTitle')}
          </h2>
          <p>{t('guided.doneText')}</p>
          <Completeness profile={profile} sectionHref={(s) => `?step=${s}`} />
          <div className="pf-actions">
            <AppLink className="ui-button" to={canada ? '/ca/searchJobs' : '/searchJobs'}>
              {t('guided.findJobs')}
            </AppLink>
            <AppLink className="ui-button ui-button--secondary" to="/profile">
              {t('guided.seeProfile')}
            </AppLink>
          </div>
        </div>
      ) : (
        <div className="ui-card ui-stack" key={current}>
          <p className="pf-step-count">{t('guided.stepOf', { n: index + 1, total: SECTIONS.length })}</p>
          <progress
            className="pf-step-progress"
            max={SECTIONS.length}
            value={index + 1}
            aria-label={t('guided.progressLabel', { n: index + 1, total: SECTIONS.length })}
          />
          <h2 id="pf-step-heading" ref={stepHeading} tabIndex={-1}>
            {t(`sections.${current}.title`)}
          </h2>
          <p>{t(`sections.${current}.why`)}</p>
          <SectionEditor
            section={current}
            profile={profile}
            labelledBy="pf-step-heading"
            submitLabel={last ? t('guided.saveFinish') : t('guided.saveNext')}
            onSaved={next}
            actions={
              <>
                {current === 'resume' ? (
                  <button type="button" className="ui-button ui-button--secondary" onClick={next}>
                    {t('guided.continue')}
                  </button>
                ) : (
                  <button type="button" className="ui-button ui-button--secondary" onClick={next}>
                    {t('guided.skip')}
                  </button>
                )}
                {index > 0 ? (
                  <button
                    type="button"
                    className="ui-button ui-button--secondary"
                    onClick={() => go(SECTIONS[index - 1] as ProfileSection)}
                  >
                    {t('guided.back')}
                  </button>
                ) : null}
              </>
            }
          />
        </div>
      )}
    </section>
  );
}
