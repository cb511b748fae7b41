import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { ConsentCard } from '../../profile/components/consent-card.tsx';
import { Spinner } from '@tessera/ui/spinner';
import { getSessionStore, useSession } from '@tessera/session/session-store';
import { useMyApplication } from '../api/get-my-application.ts';
import { useMyApplications } from '../api/list-my-applications.ts';
import { ApplicationCard } from './application-card.tsx';
import { EmptyList, ListLoadFailed } from './list-states.tsx';
import { Pager } from '@tessera/ui/pager';
import { SavedJobs } from './saved-jobs.tsx';
import './applications.css';

/** The application a notification pointed at (the session's notificationId), shown first. */
function FromNotification({ id, onChanged }: { id: number; onChanged: (message: string) => void }) {
  const { t } = useTranslation('applications');
  const query = useMyApplication(id);
  if (!query.data) return null;
  return (
    <section className="ui-stack" aria-labelledby="ap-from-notification">
      <h2 id="ap-from-notification">{t('page.fromNotification')}</h2>
      <ApplicationCard application={query.data} onChanged={onChanged} highlighted />
    </section>
  );
}

function MyApplications({ searchHref, onMessage }: { searchHref: string; onMessage: (message: string) => void }) {
  const { t } = useTranslation('applications');
  const [page, setPage] = useState(1);
  const query = useMyApplications(page);
  if (query.isPending) return <Spinner label={t('page.loading')} />;
  if (query.isError) return <ListLoadFailed text={t('page.loadFailed')} onRetry={() => void query.refetch()} />;
  const { results, total_pages: totalPages, count } = query.data;
  if (count === 0) return <EmptyList title={t('page.empty')} hint={t('page.emptyHint')} searchHref={searchHref} />;
  return (
    <div className="ui-stack">
      <p className="ap-muted">{t('page.count', { count })}</p>
      <ul className="ap-list">
        {results.map((a) => (
          <li key={a.id}>
            <ApplicationCard application={a} onChanged={onMessage} />
          </li>
        ))}
      </ul>
      <Pager page={page} totalPages={totalPages} onPage={setPage} label={t('page.pages')} />
    </div>
  );
}

/**
 * /application: the job seeker's applications (status in plain words on the theme's colour, history,
 * withdraw, decline an offer) and saved jobs. Empty lists point to the job search.
 */
export default function ApplicationsPage() {
  const { t, ready } = useTranslation('applications');
  const canada = useSession((s) => s.canadaPath);
  const notificationId = useSession((s) => s.notificationId);
  const [message, setMessage] = useState('');
  const searchHref = canada ? '/ca/searchJobs' : '/searchJobs';
  const fromNotification = notificationId === null ? null : Number(notificationId);

  useEffect(
    () => () => {
      // Shown once: leaving the page forgets which notification brought the job seeker here.
      getSessionStore().getState().update({ notificationId: null });
    },
    [],
  );

  if (!ready) return <Spinner />;
  return (
    <section className="ui-stack ap-page" aria-labelledby="page-heading">
      <PageHeading title={t('page.title')}>{t('page.title')}</PageHeading>
      <p>{t('page.intro')}</p>
      <ConsentCard onProfile={false} />
      <nav aria-label={t('page.jumpLabel')}>
        <ul className="ap-jump">
          <li>
            <a href="#ap-applications">{t('page.applications')}</a>
          </li>
          <li>
            <a href="#ap-saved">{t('page.saved')}</a>
          </li>
          <li>
            <AppLink to="/profile">{t('page.profile')}</AppLink>
          </li>
        </ul>
      </nav>
      <p role="status" aria-live="polite" className={message ? 'ui-notice' : 'ui-visually-hidden'}>
        {message}
      </p>
      {fromNotification !== null && Number.isInteger(fromNotification) && fromNotification > 0 ? (
        <FromNotification id={fromNotification} onChanged={setMessage} />
      ) : null}
      <section id="ap-applications" className="ui-stack" aria-labelledby="ap-applications-heading" tabIndex={-1}>
        <h2 id="ap-applications-heading">{t('page.applications')}</h2>
        <MyApplications searchHref={searchHref} onMessage={setMessage} />
      </section>
      <section id="ap-saved" className="ui-stack" aria-labelledby="ap-saved-heading" tabIndex={-1}>
        <h2 id="ap-saved-heading">{t('page.saved')}</h2>
        <SavedJobs searchHref={searchHref} onMessage={setMessage} />
      </section>
    </section>
  );
}
