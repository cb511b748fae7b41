import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { ApplicationCells } from '../../../components/hiring/application-cells.tsx';
import { useFormatters } from '@tessera/i18n/format';
import { ProblemPage } from '../../../components/hiring/load-problem.tsx';
import { ResumeDownload } from '../../../components/hiring/resume-download.tsx';
import { ContactFacts, ProfileDetails } from '../../../components/hiring/seeker-profile.tsx';
import type { JobSeeker } from '../../../components/hiring/types.ts';
import { positiveInt } from '../../../components/hiring/use-search-state.ts';
import { ShowMore, useShowMore } from '../../../components/hiring/show-more.tsx';
import { useViewer } from '@tessera/ui/use-viewer';
import { useJobSeeker } from '../api/get-job-seeker.ts';
import { PutForwardSection } from './put-forward-section.tsx';
import { listJobSeekerApplications } from '../api/list-job-seeker-applications.ts';
import '../../../components/hiring/hiring.css';

type SeekerApplication = JobSeeker['applications'][number];
const applicationKey = (a: SeekerApplication) => a.id;

function SeekerApplications({ seeker }: { seeker: JobSeeker }) {
  const { t } = useTranslation('jobseekers');
  const fetchPage = useCallback((page: number) => listJobSeekerApplications(seeker.user_id, page), [seeker.user_id]);
  const all = useShowMore({
    first: seeker.applications,
    total: seeker.applications_count,
    fetchPage,
    keyOf: applicationKey,
    resetKey: seeker.user_id,
  });
  if (all.items.length === 0) return <p>{t('detail.noApplications', { name: seeker.name })}</p>;
  return (
    <div className="ui-stack">
      <div className="hr-table-wrap" role="region" aria-labelledby="seeker-apps-caption" tabIndex={0}>
        <table className="hr-table">
          <caption id="seeker-apps-caption" className="ui-visually-hidden">
            {t('detail.applicationsCaption', { name: seeker.name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('applications-staff:list.job')}</th>
              <th scope="col">{t('applications-staff:list.status')}</th>
              <th scope="col">{t('applications-staff:list.score')}</th>
              <th scope="col">{t('applications-staff:list.applied')}</th>
            </tr>
          </thead>
          <tbody>
            {all.items.map((a) => (
              <tr key={a.id}>
                <td>
                  <AppLink to={`/applications/${a.id}`}>{a.job.title}</AppLink>
                  <div className="hr-meta">{a.job.company}</div>
                </td>
                <ApplicationCells status={a.status} score={a.score_total} createdAt={a.created_at} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ShowMore
        shown={all.items.length}
        total={all.total}
        busy={all.busy}
        failed={all.failed}
        onMore={() => void all.more()}
        label={t('detail.moreApplications')}
      />
    </div>
  );
}

/** /jobSeekers/:id: a job seeker's profile and résumé, and their applications in this tenant. */
export default function JobSeekerPage() {
  const { t, ready } = useTranslation(['jobseekers', 'applications-staff']);
  const f = useFormatters();
  const viewer = useViewer();
  const params = useParams();
  const id = positiveInt(params.id ?? null, 0);
  const query = useJobSeeker(id);
  if (!ready) return <Spinner />;
  if (!id || query.isError) {
    return (
      <ProblemPage
        title={t('detail.problemTitle')}
        query={id ? query : null}
        notFoundText={t('detail.notFound')}
        backTo="/jobSeekers"
        backText={t('detail.backToList')}
      />
    );
  }
  if (query.isPending) return <Spinner />;
  const s = query.data;
  return (
    <div className="ui-stack">
      <p>
        <AppLink to="/jobSeekers">{t('detail.backToList')}</AppLink>
      </p>
      <PageHeading title={s.name}>{s.name}</PageHeading>
      {s.profile.headline ? <p>{s.profile.headline}</p> : null}
      <p className="hr-meta">{t('detail.joined', { date: f.date(s.created_at) })}</p>
      <div className="hr-columns">
        <section className="ui-stack" aria-labelledby="seeker-contact-title">
          <h2 id="seeker-contact-title">{t('detail.contact')}</h2>
          <ContactFacts email={s.email} profile={s.profile} />
          <h3>{t('applications-staff:resume.title')}</h3>
          {s.resume ? <ResumeDownload file={s.resume} ownerName={s.name} /> : <p>{t('detail.noResume')}</p>}
        </section>
        <section className="ui-stack" aria-labelledby="seeker-apps-title">
          <h2 id="seeker-apps-title">{t('detail.applications')}</h2>
          <SeekerApplications seeker={s} />
        </section>
      </div>
      <PutForwardSection
        seekerId={s.user_id}
        seekerName={s.name}
        canPutForward={viewer.role === 'recruiter' || viewer.role === 'recruiter_member'}
      />
      <section className="hr-section ui-stack" aria-labelledby="seeker-profile-title">
        <h2 id="seeker-profile-title">{t('detail.profile')}</h2>
        <ProfileDetails profile={s.profile} />
      </section>
    </div>
  );
}
