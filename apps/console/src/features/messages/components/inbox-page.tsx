import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useFormatters } from '@tessera/i18n/format';
import { inboxQuery } from '@tessera/ui/message-feed';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { useViewer } from '@tessera/ui/use-viewer';
import { LoadProblem } from '../../../components/hiring/load-problem.tsx';
import type { ThreadSummary } from '../api/messages.ts';
import { ThreadView } from './thread-view.tsx';
import './messages.css';

const positive = (raw: string | null): number => {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : 0;
};

function hrefFor(page: number, application: number): string {
  const q = new URLSearchParams();
  if (page > 1) q.set('page', String(page));
  if (application > 0) q.set('application', String(application));
  const s = q.toString();
  return s ? `/inbox_messages?${s}` : '/inbox_messages';
}

function ThreadLink({ thread, seekerSide, current, page }: { thread: ThreadSummary; seekerSide: boolean; current: boolean; page: number }) {
  const { t } = useTranslation('messages');
  const f = useFormatters();
  const who = seekerSide ? t('inbox.jobAt', { job: thread.job_title, company: thread.company }) : thread.job_seeker_name;
  const about = seekerSide ? '' : thread.job_title;
  const preview = thread.last_message || (thread.last_message_has_attachment ? t('inbox.fileOnly') : '');
  return (
    <li className={current ? 'msg-inbox__item msg-inbox__item--current' : 'msg-inbox__item'}>
      <Link to={hrefFor(page, thread.application_id)} aria-current={current ? 'true' : undefined}>
        <span className="msg-inbox__who">{who}</span>
        {about ? <span className="msg-inbox__about">{about}</span> : null}
        {thread.unread_count > 0 ? <span className="msg-inbox__unread">{t('inbox.unread', { count: thread.unread_count })}</span> : null}
      </Link>
      <p className="hr-meta msg-inbox__preview">
        {preview.length > 80 ? `${preview.slice(0, 80)}...` : preview}
        {' · '}
        <time dateTime={thread.last_message_at}>{f.dateTime(thread.last_message_at)}</time>
      </p>
    </li>
  );
}

/**
 * /inbox_messages (issue 15, DECISIONS 31): the person's threads about applications, most recent first,
 * paged, beside the thread chosen (`?application=<id>`; the application pages link here with it).
 */
export default function InboxPage() {
  const { t, ready } = useTranslation(['messages', 'applications-staff']);
  const [params] = useSearchParams();
  const page = positive(params.get('page')) || 1;
  const application = positive(params.get('application'));
  const seekerSide = useViewer().role === 'job_seeker';
  const inbox = useQuery(inboxQuery(page));
  // The page's words arrive with its namespace: nothing half-translated is shown meanwhile.
  if (!ready) return <Spinner />;
  return (
    <div className="ui-stack">
      <PageHeading title={t('title')}>{t('title')}</PageHeading>
      <div className="msg-layout">
        <section className="msg-inbox ui-stack" aria-labelledby="msg-inbox-title">
          <h2 id="msg-inbox-title">{t('inbox.title')}</h2>
          {inbox.isPending ? (
            <Spinner label={t('inbox.loading')} />
          ) : inbox.isError ? (
            <LoadProblem error={inbox.error} onRetry={() => void inbox.refetch()} />
          ) : (
            <>
              <p className="hr-meta">{t('inbox.summary', { count: inbox.data.unread_count })}</p>
              {inbox.data.threads.length === 0 ? (
                <p>{seekerSide ? t('inbox.emptySeeker') : t('inbox.emptyStaff')}</p>
              ) : (
                <ul className="msg-inbox__list" aria-labelledby="msg-inbox-title">
                  {inbox.data.threads.map((thread) => (
                    <ThreadLink
                      key={thread.application_id}
                      thread={thread}
                      seekerSide={seekerSide}
                      current={thread.application_id === application}
                      page={page}
                    />
                  ))}
                </ul>
              )}
              <Pager page={page} totalPages={inbox.data.total_pages} label={t('inbox.pages')} hrefFor={(p) => hrefFor(p, application)} />
            </>
          )}
        </section>
        <div className="msg-pane">
          {application > 0 ? (
            <ThreadView key={application} applicationId={application} seekerSide={seekerSide} />
          ) : (
            <p className="msg-pane__hint">{seekerSide ? t('inbox.chooseSeeker') : t('inbox.chooseStaff')}</p>
          )}
        </div>
      </div>
    </div>
  );
}
