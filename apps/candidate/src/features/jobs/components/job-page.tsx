import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router';
import { isApiError } from '@tessera/api-client/api-error';
import { isReadyPath } from '@tessera/routes/manifest';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useViewer } from '@tessera/ui/use-viewer';
import { formatDate, formatNumber, localeOf } from '@tessera/i18n/format';
import { experienceText, placeText, salaryText } from '../../../lib/job-format.ts';
import { usePublicJob, type JobView } from '../api/get-public-job.ts';
import { saveJob } from '../api/save-job.ts';
import { unsaveJob } from '../api/unsave-job.ts';
import { MatchBreakdown } from './match-breakdown.tsx';
import './job-page.css';
import { apiKey } from '@tessera/api-client/query-keys';
import { ClearAdMark } from '../../search/components/clear-ad-mark.tsx';

// The application form loads when a job seeker opens it.
const ApplyDialog = lazy(() => import('./apply-dialog.tsx').then((m) => ({ default: m.ApplyDialog })));

function ApplyButton({ job }: { job: JobView }) {
  const { t } = useTranslation('search');
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so closing it hands focus back to the button.
  const [used, setUsed] = useState(false);
  return (
    <>
      <p>
        <button
          type="button"
          className="ui-button"
          aria-haspopup="dialog"
          onClick={() => {
            setUsed(true);
            setOpen(true);
          }}
        >
          {t('job.apply.button')}
        </button>
      </p>
      {used ? (
        <Suspense fallback={<Spinner />}>
          <ApplyDialog jobId={job.id} jobTitle={job.title} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

function Facts({ job }: { job: JobView }) {
  const { t, i18n } = useTranslation('search');
  const locale = localeOf(i18n.language);
  const salary = salaryText(job.salary, locale);
  const exp = experienceText(job.experience_min, job.experience_max);
  const place = placeText(job.location.city, job.location.region, job.location.country);
  const rows: [string, string][] = [
    [t('job.place'), place || t('job.noPlace')],
    [t('job.remote'), t(`remote.${job.remote}`)],
    [t('job.employmentType'), t(`employment.${job.employment_type}`)],
    [
      t('job.experience'),
      t(`experienceRange.${exp.key}`, { ...exp, count: exp.key === 'atLeast' ? exp.min : exp.key === 'upTo' ? exp.max : 0 }),
    ],
    [t('job.salary'), t(`salary.${salary.key}`, salary)],
    [t('job.education'), t(`educationLevel.${job.education}`)],
    [t('job.managementLevel'), t(`managementLevel.${job.management_level}`)],
  ];
  if (job.industry) rows.push([t('job.industry'), job.industry]);
  if (job.published_at) rows.push([t('job.posted'), formatDate(job.published_at, locale)]);
  return (
    <section className="ui-card ui-stack" aria-labelledby="facts-heading">
      <h2 id="facts-heading">{t('job.facts')}</h2>
      <dl className="job-facts">
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Chips({ items, empty }: { items: string[]; empty: string }) {
  if (items.length === 0) return <p>{empty}</p>;
  return (
    <ul className="job-chips">
      {items.map((s) => (
        <li key={s}>{s}</li>
      ))}
    </ul>
  );
}

/** Save job / Saved: a toggle button, announced when it changes. */
function SaveToggle({ job }: { job: JobView }) {
  const { t } = useTranslation('search');
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState(Boolean(job.saved));
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState('');
  async function toggle() {
    setBusy(true);
    const next = !saved;
    try {
      if (next) await saveJob(job.id);
      else await unsaveJob(job.id);
      setSaved(next);
      setMessage(next ? t('job.savedNotice') : t('job.unsavedNotice'));
      await queryClient.invalidateQueries({ queryKey: apiKey('/api/v1/me/saved-jobs') });
    } catch {
      setMessage(t('job.saveError'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="ui-stack">
      <button type="button" className="ui-button ui-button--secondary" aria-pressed={saved} disabled={busy} onClick={() => void toggle()}>
        {saved ? t('job.saved') : t('job.save')}
      </button>
      <p role="status" className="ui-hint">
        {message}
      </p>
    </div>
  );
}

function HowToApply({ job }: { job: JobView }) {
  const { t, i18n } = useTranslation('search');
  const { pathname } = useLocation();
  const viewer = useViewer();
  const locale = localeOf(i18n.language);
  const size = formatNumber(job.how_to_apply.resume_max_bytes / (1024 * 1024), locale);
  const isSeeker = viewer.status === 'signedIn' && viewer.user?.is_user === true;
  const isStaff = viewer.status === 'signedIn' && viewer.user?.is_user === false;
  let action;
  if (!job.how_to_apply.accepting) action = <p>{t('job.apply.closed')}</p>;
  else if (isSeeker && job.applied && job.applied_at) {
    action = (
      <div className="ui-notice ui-stack">
        <p>{t('job.apply.applied', { date: formatDate(job.applied_at, locale) })}</p>
        <p>
          <AppLink to="/application">{t('job.apply.viewApplications')}</AppLink>
        </p>
      </div>
    );
  } else if (isSeeker) {
    action = <ApplyButton job={job} />;
  } else if (isStaff) {
    action = <p>{t('job.apply.staff')}</p>;
  } else {
    action = (
      <p>
        <Link className="ui-button" to={`/login?next=${encodeURIComponent(pathname)}`}>
          {t('job.apply.signIn')}
        </Link>
      </p>
    );
  }
  return (
    <section className="ui-card ui-stack job-apply" aria-labelledby="apply-heading">
      <h2 id="apply-heading">{t('job.apply.heading')}</h2>
      <ol>
        {/* Issue 17 §4: a signed-in person is not told to sign in. */}
        {viewer.status === 'signedIn' ? null : <li>{t('job.apply.step1')}</li>}
        <li>{t('job.apply.step2', { types: job.how_to_apply.resume_types.map((x) => x.toUpperCase()).join(', '), size })}</li>
        <li>{t('job.apply.step3')}</li>
      </ol>
      {action}
      {isSeeker ? <SaveToggle job={job} /> : null}
    </section>
  );
}

function JobNotFound() {
  const { t } = useTranslation('search');
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      <PageHeading title={t('job.notFoundTitle')}>{t('job.notFoundTitle')}</PageHeading>
      <p>{t('job.notFound')}</p>
      <p>
        <Link className="ui-button" to="/searchJobs">
          {t('job.backToSearch')}
        </Link>
      </p>
    </section>
  );
}

/** /jobs/:id and /jobs_view/:id: the public job page; a signed-in job seeker also sees their match. */
export default function JobPage() {
  const { t, ready } = useTranslation(['search', 'simplify']);
  const { id: raw } = useParams();
  const viewer = useViewer();
  const id = Number(raw);
  const valid = Number.isInteger(id) && id >= 1 && id <= 2_147_483_647;
  const viewerId = viewer.status === 'signedIn' ? (viewer.user?.user_id ?? null) : null;
  const query = usePublicJob(id, viewerId, valid && viewer.status !== 'loading');
  if (!ready) return <Spinner />;
  if (!valid || (query.isError && isApiError(query.error) && (query.error.status === 404 || query.error.status === 400)))
    return <JobNotFound />;
  if (query.isError) {
    return (
      <div role="alert" className="ui-alert ui-stack">
        <p>{t('job.loadError')}</p>
        <button type="button" className="ui-button ui-button--secondary" onClick={() => void query.refetch()}>
          {t('results.retry')}
        </button>
      </div>
    );
  }
  const job = query.data;
  if (!job) return <Spinner />;
  const isSeeker = viewer.status === 'signedIn' && viewer.user?.is_user === true;
  return (
    <article className="job-page" aria-labelledby="page-heading">
      <header className="job-page__header">
        <p>
          <Link to="/searchJobs">{t('job.backToSearch')}</Link>
        </p>
        <PageHeading title={job.title}>{job.title}</PageHeading>
        <p className="job-page__company">{job.company}</p>
        {job.clear_ad ? <ClearAdMark /> : null}
        {isSeeker && isReadyPath('/simplifybot') ? (
          <p>
            <AppLink to={`/simplifybot?job=${job.id}`}>{t('simplify:fromJob')}</AppLink>
          </p>
        ) : null}
      </header>
      <div className="job-page__layout">
        {/* Issue 17 §4: how to apply (the page's main action) comes first: at the top of the side column,
            and above the description on a narrow screen, where the columns stack. */}
        <div className="job-page__side">
          <HowToApply job={job} />
          <Facts job={job} />
        </div>
        <div className="job-page__main">
          {isSeeker ? <MatchBreakdown match={job.match} reason={job.match_reason} /> : null}
          <section className="ui-stack" aria-labelledby="about-heading">
            <h2 id="about-heading">{t('job.about')}</h2>
            {/* Sanitised on the server when the job was saved (allow-listed tags, no scripts or handlers). */}
            <div className="job-description" dangerouslySetInnerHTML={{ __html: job.description_html }} />
          </section>
          <section className="ui-stack" aria-labelledby="skills-heading">
            <h2 id="skills-heading">{t('job.skills')}</h2>
            <h3>{t('job.required')}</h3>
            <Chips items={job.required_skills} empty={t('job.noneListed')} />
            <h3>{t('job.nice')}</h3>
            <Chips items={job.nice_skills} empty={t('job.noneListed')} />
            <h3>{t('job.certifications')}</h3>
            <Chips items={job.certifications} empty={t('job.noneListed')} />
          </section>
        </div>
      </div>
    </article>
  );
}
