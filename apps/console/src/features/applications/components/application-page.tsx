import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { routeByPath } from '@tessera/routes/manifest';
import { canOpen } from '@tessera/routes/guard';
import { PASSPORT_READERS } from '@tessera/routes/roles';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { isReadyPath } from '@tessera/routes/manifest';
import { useViewer } from '@tessera/ui/use-viewer';

const MESSAGING_ROLES: readonly string[] = ['hiring_manager', 'hiring_member', 'recruiter', 'recruiter_member'];
import { useFormatters } from '@tessera/i18n/format';
import { ProblemPage } from '../../../components/hiring/load-problem.tsx';
import { MatchBreakdownView } from '../../../components/hiring/match-breakdown.tsx';
import { ResumeDownload } from '../../../components/hiring/resume-download.tsx';
import { ContactFacts, ProfileDetails } from '../../../components/hiring/seeker-profile.tsx';
import { ApplicationStatusChip } from '../../../components/hiring/status-chip.tsx';
import type { ApplicationStatus, StaffApplication } from '../../../components/hiring/types.ts';
import { positiveInt } from '../../../components/hiring/use-search-state.ts';
import { ApplicationInterviews } from '../../interviews/components/application-interviews.tsx';
import { useApplication } from '../api/get-application.ts';
import { ApplicationOffers } from '../../offers/components/application-offers.tsx';
import { ApplicationNotes } from './application-notes.tsx';
import { ApplicationPassportSection } from './application-passport.tsx';
import { StatusActions } from './status-actions.tsx';
import { StatusHistory } from './status-history.tsx';
import '../../../components/hiring/hiring.css';

const FINAL: readonly ApplicationStatus[] = ['hired', 'declined', 'withdrawn'];

/** The status section: where the application stands, why, and what this user may do next. */
function StatusSection({ application }: { application: StaffApplication }) {
  const { t } = useTranslation('applications-staff');
  const [announcement, setAnnouncement] = useState('');
  const current = useRef<HTMLParagraphElement>(null);
  const ended = FINAL.includes(application.status);
  return (
    <section className="hr-section ui-stack" aria-labelledby="status-title">
      <h2 id="status-title">{t('status.title')}</h2>
      <p ref={current} tabIndex={-1}>
        {t('status.current')} <ApplicationStatusChip status={application.status} />
      </p>
      {application.reason_code === 'job_closed' && application.status === 'rejected' ? (
        <p className="hr-reason-now">{t('status.jobClosedNow')}</p>
      ) : null}
      {application.reason && (application.status === 'rejected' || ended) ? (
        <p className="hr-reason-now">{t('status.reasonNow', { reason: application.reason })}</p>
      ) : null}
      <p role="status" aria-live="polite">
        {announcement}
      </p>
      {!application.can_manage ? (
        <p>{t('status.readOnly')}</p>
      ) : ended ? (
        <p>{t('status.ended', { status: t(`statuses.${application.status}`) })}</p>
      ) : (
        <StatusActions
          application={application}
          onChanged={(status) => {
            setAnnouncement(t('status.changed', { status: t(`statuses.${status}`) }));
            requestAnimationFrame(() => current.current?.focus());
          }}
        />
      )}
    </section>
  );
}

/** /applications/:id: the candidate, résumé, match breakdown, status with its actions, history and notes. */
export default function ApplicationPage() {
  const { t, ready } = useTranslation('applications-staff');
  const f = useFormatters();
  const viewer = useViewer();
  const params = useParams();
  const id = positiveInt(params.id ?? null, 0);
  const query = useApplication(id);
  if (!ready) return <Spinner />;
  if (!id) {
    return (
      <div className="ui-stack">
        <PageHeading title={t('detail.notFoundTitle')}>{t('detail.notFoundTitle')}</PageHeading>
        <p>{t('detail.notFound')}</p>
        <AppLink to="/applications">{t('detail.backToList')}</AppLink>
      </div>
    );
  }
  if (query.isPending) return <Spinner />;
  if (query.isError) {
    return (
      <ProblemPage
        title={t('detail.problemTitle')}
        query={query}
        notFoundText={t('detail.notFound')}
        backTo="/applications"
        backText={t('detail.backToList')}
      />
    );
  }
  const a = query.data;
  const seekerPage = routeByPath('/jobSeekers/:id');
  const canOpenSeeker =
    seekerPage !== undefined && canOpen(seekerPage, { authenticated: true, role: viewer.role, corporatePartner: viewer.corporatePartner });
  // Issue 15: the application's thread is the employer's and the linked partner's (program staff take no part).
  const canMessage = isReadyPath('/inbox_messages') && viewer.role !== null && MESSAGING_ROLES.includes(viewer.role);
  const readsPassport = viewer.role !== null && (PASSPORT_READERS as readonly string[]).includes(viewer.role);
  return (
    <div className="ui-stack">
      <p>
        <AppLink to="/applications">{t('detail.backToList')}</AppLink>
      </p>
      <PageHeading title={t('detail.title', { name: a.candidate.name })}>{t('detail.title', { name: a.candidate.name })}</PageHeading>
      <p>
        {t('detail.forJob', { title: a.job.title, company: a.job.company })}{' '}
        <AppLink to={`/jobs/${a.job.id}/applicantlist`}>{t('detail.rankedLink')}</AppLink>
      </p>
      <p className="hr-meta">
        {t('detail.appliedOn', { date: f.date(a.created_at) })}
        {a.source ? ` · ${t('detail.source', { source: a.source.replace(/_/g, ' ') })}` : ''}
      </p>
      {a.referred_by ? <p>{t('detail.referredBy', { name: a.referred_by.name })}</p> : null}
      {canMessage ? (
        <p>
          <AppLink to={`/inbox_messages?application=${a.id}`}>{t('detail.messagesLink', { name: a.candidate.name })}</AppLink>
        </p>
      ) : null}

      <section className="ui-stack" aria-labelledby="candidate-title">
        <h2 id="candidate-title">{t('detail.candidate')}</h2>
        <div className="hr-columns">
          <div className="ui-stack">
            <ContactFacts email={a.candidate.email} profile={a.profile} />
            {canOpenSeeker ? (
              <p>
                <AppLink to={`/jobSeekers/${a.candidate.user_id}`}>{t('detail.seekerLink', { name: a.candidate.name })}</AppLink>
              </p>
            ) : null}
          </div>
          <div className="ui-stack">
            <h3>{t('resume.title')}</h3>
            {a.resume ? <ResumeDownload file={a.resume} ownerName={a.candidate.name} /> : <p>{t('resume.none')}</p>}
            <h3>{t('detail.coverLetter')}</h3>
            {a.cover_letter ? <p style={{ whiteSpace: 'pre-wrap' }}>{a.cover_letter}</p> : <p>{t('detail.noCoverLetter')}</p>}
          </div>
        </div>
      </section>

      {readsPassport ? <ApplicationPassportSection applicationId={a.id} /> : null}

      <div className="hr-section">
        <MatchBreakdownView match={a.match} />
      </div>

      <StatusSection application={a} />

      {/* Issue 12: the application's offers, in a section of their own. */}
      <ApplicationOffers applicationId={a.id} jobTitle={a.job.title} />
      {/* Issue 12: the interviews, their cards, adjustments and scorecards (features/interviews). */}
      <ApplicationInterviews applicationId={a.id} applicationStatus={a.status} />

      <section className="hr-section ui-stack" aria-labelledby="history-title">
        <h2 id="history-title">{t('history.title')}</h2>
        <StatusHistory history={a.history} headingId="history-title" />
      </section>

      <section className="hr-section ui-stack" aria-labelledby="notes-title">
        <h2 id="notes-title">{t('notes.title')}</h2>
        <ApplicationNotes applicationId={a.id} notes={a.notes} total={a.notes_count} canAdd={a.can_manage} headingId="notes-title" />
      </section>

      <section className="hr-section ui-stack" aria-labelledby="profile-title">
        <h2 id="profile-title">{t('detail.profile')}</h2>
        <ProfileDetails profile={a.profile} />
      </section>
    </div>
  );
}
