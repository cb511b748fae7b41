import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTimeInZone, useFormatters } from '@tessera/i18n/format';
import { isReadyPath } from '@tessera/routes/manifest';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useViewer } from '@tessera/ui/use-viewer';
import { placeText, salaryText } from '../../../lib/job-format.ts';
import { useJobSearch } from '../../search/api/search-jobs.ts';
import { useSimplifiedJob, type ChecklistItem, type SimplifiedJob } from '../api/simplified-job.ts';
import './simplify-page.css';

const NS = ['simplify', 'search', 'interviews', 'plain-language', 'applications'] as const;

/** The job id in ?job=, when it is a positive whole number. */
function jobIdOf(value: string | null): number | null {
  if (!value || !/^[1-9][0-9]{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= 2147483647 ? id : null;
}

/** Find a job to explain: a search over the published jobs, each result a link to its explanation. */
function JobPicker() {
  const { t } = useTranslation(NS);
  const id = useId();
  const [text, setText] = useState('');
  const [q, setQ] = useState<string | null>(null);
  const results = useJobSearch({ q: q ?? '', page_size: 10 });
  return (
    <section className="ui-card ui-stack" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t('simplify:pick.heading')}</h2>
      <form
        role="search"
        aria-labelledby={`${id}-h`}
        className="sb-search"
        onSubmit={(e) => {
          e.preventDefault();
          setQ(text.trim());
        }}
      >
        <div className="ui-field">
          <label htmlFor={`${id}-q`}>{t('simplify:pick.label')}</label>
          <input id={`${id}-q`} type="search" value={text} maxLength={200} onChange={(e) => setText(e.target.value)} />
        </div>
        <div>
          <button type="submit" className="ui-button">
            {t('simplify:pick.submit')}
          </button>
        </div>
      </form>
      {results.isPending ? (
        <Spinner />
      ) : results.isError ? (
        <p role="alert">{t('simplify:pick.failed')}</p>
      ) : (
        <>
          <p role="status">{t('simplify:pick.count', { count: results.data.count })}</p>
          <ul className="sb-results">
            {results.data.results.map((job) => (
              <li key={job.id}>
                <AppLink to={`/simplifybot?job=${job.id}`}>
                  {t('simplify:pick.explain', { title: job.title, company: job.company })}
                </AppLink>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="ui-card ui-stack" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function Sentences({ list, empty }: { list: SimplifiedJob['work']; empty: string }) {
  const { t } = useTranslation(NS);
  if (list.length === 0) return <p>{empty}</p>;
  return (
    <ul className="sb-sentences">
      {list.map((s, i) => (
        <li key={i}>
          {s.text}
          {s.long ? <span className="sb-note"> {t('simplify:longSentence')}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/** One checklist step in the reader's language, with the card's own words. */
function stepText(item: ChecklistItem, t: (key: string, options?: Record<string, unknown>) => string, locale: string): string {
  switch (item.code) {
    case 'when':
      return t('simplify:checklist.when', {
        at: formatDateTimeInZone(item.starts_at ?? '', locale, item.time_zone ?? 'UTC'),
        minutes: item.minutes ?? 0,
      });
    case 'choose_slot':
      return t('simplify:checklist.choose_slot', { minutes: item.minutes ?? 0 });
    case 'kind':
      return t('simplify:checklist.kind', { kind: t(`interviews:kinds.${item.kind ?? 'video'}`) });
    case 'held_back':
      return t('simplify:checklist.held_back', { count: item.count ?? 0 });
    default:
      return t(`simplify:checklist.${item.code}`, { text: item.text ?? '' });
  }
}

function Checklist({ items }: { items: ChecklistItem[] }) {
  const { t } = useTranslation(NS);
  const { locale } = useFormatters();
  const [done, setDone] = useState<Record<number, boolean>>({});
  const ticked = Object.values(done).filter(Boolean).length;
  return (
    <>
      <p role="status">{t('simplify:checklist.progress', { done: ticked, total: items.length })}</p>
      <ul className="sb-checklist">
        {items.map((item, i) => {
          const boxId = `sb-step-${i}`;
          const list = item.code === 'adjustments' ? (item.list ?? []).map((k) => t(`interviews:adjustments.${k}`)) : (item.list ?? []);
          return (
            <li key={boxId}>
              <input id={boxId} type="checkbox" checked={done[i] ?? false} onChange={(e) => setDone({ ...done, [i]: e.target.checked })} />
              <label htmlFor={boxId}>{stepText(item, t, locale)}</label>
              {list.length > 0 ? (
                <ul>
                  {list.map((entry) => (
                    <li key={entry}>{entry}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function Explanation({ job }: { job: SimplifiedJob }) {
  const { t, i18n } = useTranslation(NS);
  const { locale, day } = useFormatters();
  const salary = salaryText(job.pay, locale);
  const place = placeText(job.where.city, job.where.region, job.where.country);
  const ownLanguage = i18n.language === job.language || (i18n.language === 'es' && job.language === 'esp');
  const apply = job.how_to_apply;
  return (
    <div className="ui-stack" aria-labelledby="sb-job">
      <h2 id="sb-job" className="sb-job">
        {t('simplify:about', { title: job.title, company: job.company })}
      </h2>
      <p>
        {t('simplify:reading', { level: t(`plain-language:levels.${job.reading.level}`) })}
        {ownLanguage ? null : ` ${t('simplify:languageNote', { language: t(`plain-language:languages.${job.language}`) })}`}
      </p>
      <Section id="sb-work" title={t('simplify:sections.work')}>
        <Sentences list={job.work} empty={t('simplify:empty.work')} />
      </Section>
      <Section id="sb-where" title={t('simplify:sections.where')}>
        <ul>
          <li>{place || t('search:job.noPlace')}</li>
          <li>{t(`search:remote.${job.where.remote}`)}</li>
          <li>{t(`search:employment.${job.where.employment_type}`)}</li>
          {job.where.closes_on ? <li>{t('simplify:closesOn', { day: day(job.where.closes_on) })}</li> : null}
        </ul>
      </Section>
      <Section id="sb-pay" title={t('simplify:sections.pay')}>
        <p>{salary.key === 'none' ? t('simplify:empty.pay') : t(`search:salary.${salary.key}`, salary)}</p>
      </Section>
      <Section id="sb-asks" title={t('simplify:sections.asks')}>
        <h3>{t('simplify:mustHaves')}</h3>
        {job.must_haves.length > 0 ? (
          <ul>
            {job.must_haves.map((s) => (
              <li key={s}>{s}</li>
            ))}
          </ul>
        ) : (
          <p>{t('simplify:empty.mustHaves')}</p>
        )}
        <h3>{t('simplify:niceToHaves')}</h3>
        {job.nice_to_haves.length > 0 ? (
          <>
            <p>{t('simplify:niceNote')}</p>
            <ul>
              {job.nice_to_haves.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </>
        ) : (
          <p>{t('simplify:empty.niceToHaves')}</p>
        )}
      </Section>
      <Section id="sb-apply" title={t('simplify:sections.apply')}>
        {apply.application_status ? (
          <p>
            {t('simplify:applied', { status: t(`applications:status.${apply.application_status}.label`) })}{' '}
            {isReadyPath('/application') ? <AppLink to="/application">{t('simplify:openApplications')}</AppLink> : null}
          </p>
        ) : apply.accepting ? (
          <p>
            {t('simplify:howToApply')} <AppLink to={`/jobs/${job.job_id}`}>{t('simplify:openJob', { title: job.title })}</AppLink>
          </p>
        ) : (
          <p>{t('simplify:notAccepting')}</p>
        )}
      </Section>
      <Section id="sb-interview" title={t('simplify:sections.interview')}>
        <Sentences list={job.interview} empty={t('simplify:empty.interview')} />
      </Section>
      <Section id="sb-words" title={t('simplify:sections.words')}>
        {job.glossary.length > 0 ? (
          <dl className="sb-glossary">
            {job.glossary.map((g) => (
              <div key={g.term}>
                <dt>{g.term}</dt>
                <dd>{t('simplify:means', { plain: g.plain })}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p>{t('simplify:empty.words')}</p>
        )}
      </Section>
      <Section id="sb-prepare" title={t('simplify:sections.prepare')}>
        {job.checklist ? <Checklist items={job.checklist} /> : <p>{t('simplify:empty.checklist')}</p>}
      </Section>
    </div>
  );
}

/** /simplifybot (DECISIONS 23): a job restated in short, fixed sections, with its words explained. */
export default function SimplifyPage() {
  const { t } = useTranslation(NS);
  const [params] = useSearchParams();
  const seeker = useViewer().role === 'job_seeker';
  const jobId = jobIdOf(params.get('job'));
  const job = useSimplifiedJob(seeker ? jobId : null);
  if (!seeker) {
    return (
      <div className="ui-stack sb">
        <PageHeading title={t('simplify:title')}>{t('simplify:title')}</PageHeading>
        <p>{t('simplify:seekersOnly')}</p>
      </div>
    );
  }
  return (
    <div className="ui-stack sb">
      <PageHeading title={t('simplify:title')}>{t('simplify:title')}</PageHeading>
      <p>{t('simplify:intro')}</p>
      {jobId === null ? null : job.isPending ? (
        <Spinner />
      ) : job.isError ? (
        <p role="alert">{t('simplify:notFound')}</p>
      ) : (
        <>
          <Explanation job={job.data} />
          <p>
            <AppLink to="/simplifybot">{t('simplify:another')}</AppLink>
          </p>
        </>
      )}
      {jobId === null ? <JobPicker /> : null}
    </div>
  );
}
