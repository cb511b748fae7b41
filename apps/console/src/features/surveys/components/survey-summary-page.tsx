import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { formatNumber, localeOf } from '@tessera/i18n/format';
import { useGo } from '@tessera/ui/app-context';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { ReportFigure } from '../../reports/components/report-figure.tsx';
import type { ReportTable } from '../../reports/components/report-table.ts';
import { localText } from '@tessera/i18n/languages';
import { useSurveys, useSurveySummary, type SurveySummary } from '../api/surveys.ts';
import './surveys.css';
import '../../reports/components/reports.css';

type Question = SurveySummary['questions'][number];

/** A rating or choice question's counts as a report table: the answers and how many people gave each. */
function tableOf(q: Question, language: string, answerColumn: string, peopleColumn: string): ReportTable {
  return {
    columns: [answerColumn, peopleColumn],
    rows: q.counts.map((c) => [
      {
        kind: 'text',
        value:
          q.kind === 'rating' ? c.label : localText(q.options[Number(c.label)] ?? { en: c.label, fr: c.label, esp: c.label }, language),
      },
      { kind: 'count', value: c.count },
    ]),
    series: [{ column: 1, style: 'bar' }],
    summary: [],
  };
}

/**
 * /surveySummary and /surveySummary/ca (issue 14, DECISIONS 29): the answers of one survey's participants
 * in the United States, or in Canada (the country of their profile), question by question: ratings and
 * choices as a chart with the same figures in a table beside it; free text only when at least five
 * people wrote one, so no one can be singled out. The survey is chosen in the address (`?survey=`), else
 * the newest one sent.
 */
export default function SurveySummaryPage() {
  const { t, i18n } = useTranslation(['surveys', 'reports']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = localeOf(language);
  const { pathname } = useLocation();
  const canada = pathname.toLowerCase().endsWith('/ca');
  const country = canada ? 'ca' : 'us';
  const base = canada ? '/surveySummary/ca' : '/surveySummary';
  const [params] = useSearchParams();
  const go = useGo();
  const pickerId = useId();
  const raw = params.get('survey') ?? '';
  const chosen = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : null;
  const list = useSurveys(1, 100);
  const sent = (list.data?.results ?? []).filter((s) => s.sent_at !== null);
  const surveyId = chosen ?? sent[0]?.id ?? null;
  const summary = useSurveySummary(surveyId, country);
  const [pick, setPick] = useState('');
  const heading = t(canada ? 'summary.titleCa' : 'summary.titleUs');
  const data = summary.data;

  const onPick = (e: SubmitEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (pick) void go(`${base}?survey=${pick}`);
  };

  return (
    <div className="ui-stack surveys-page reports-page">
      <p>
        <AppLink to="/surveyReports">{t('write.back')}</AppLink>
      </p>
      <PageHeading title={heading}>{heading}</PageHeading>
      <p>{t('summary.intro')}</p>
      <p>
        <AppLink to={`${canada ? '/surveySummary' : '/surveySummary/ca'}${surveyId ? `?survey=${surveyId}` : ''}`}>
          {t(canada ? 'summary.toUs' : 'summary.toCa')}
        </AppLink>
      </p>
      {sent.length > 1 ? (
        <form className="ui-form report-filters" onSubmit={onPick}>
          <div className="ui-field">
            <label htmlFor={pickerId}>{t('summary.pick')}</label>
            <select id={pickerId} value={pick || String(surveyId ?? '')} onChange={(e) => setPick(e.target.value)}>
              {sent.map((s) => (
                <option key={s.id} value={s.id}>
                  {localText(s.title, language)}
                </option>
              ))}
            </select>
          </div>
          <div className="report-filters__actions">
            <button type="submit" className="ui-button ui-button--secondary">
              {t('summary.show')}
            </button>
          </div>
        </form>
      ) : null}
      {list.isError || summary.isError ? (
        <p role="alert" className="ui-alert">
          {t('loadFailed')}
        </p>
      ) : null}
      {surveyId === null && list.data ? <p>{t('summary.noneSent')}</p> : null}
      {surveyId !== null && !data ? <Spinner /> : null}
      {data ? (
        <div className="ui-stack" aria-busy={summary.isFetching ? true : undefined}>
          <h2>{localText(data.title, language)}</h2>
          <dl className="report-summary">
            <div>
              <dt>{t('summary.answered')}</dt>
              <dd>{formatNumber(data.answered, locale)}</dd>
            </div>
          </dl>
          {data.questions.map((q) => {
            const prompt = localText(q.prompt, language);
            return (
              <section key={q.id} className="report-section ui-stack" aria-labelledby={`${pickerId}-q${q.id}`}>
                <h3 id={`${pickerId}-q${q.id}`}>{t('summary.question', { n: q.id, prompt })}</h3>
                <p>
                  {t('summary.questionAnswered', { count: q.answered })}
                  {q.average !== null ? ` ${t('summary.average', { average: formatNumber(q.average, locale, 1) })}` : ''}
                </p>
                {q.kind === 'text' ? (
                  q.texts.length > 0 ? (
                    <ul className="surveys-texts">
                      {q.texts.map((text, i) => (
                        <li key={i}>{text}</li>
                      ))}
                    </ul>
                  ) : q.texts_withheld ? (
                    <p className="ui-notice">{t('summary.withheld')}</p>
                  ) : null
                ) : q.answered > 0 ? (
                  <ReportFigure table={tableOf(q, language, t('summary.answer'), t('summary.people'))} title={prompt} />
                ) : null}
              </section>
            );
          })}
        </div>
      ) : null}
    </div>
  );
}
