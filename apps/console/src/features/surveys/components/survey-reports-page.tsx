import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDate, localeOf } from '@tessera/i18n/format';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Pager } from '@tessera/ui/pager';
import { Spinner } from '@tessera/ui/spinner';
import { localText } from '@tessera/i18n/languages';
import { useSurveys } from '../api/surveys.ts';
import './surveys.css';

const PAGE = /^[1-9]\d{0,5}$/;

/**
 * /surveyReports (issue 14, DECISIONS 29): the program's surveys, newest first, with how many people each
 * was sent to, how many answered and the response rate; a survey not sent yet leads to its sending, a sent
 * one to its results in the United States and in Canada.
 */
export default function SurveyReportsPage() {
  const { t, i18n } = useTranslation('surveys');
  const language = i18n.resolvedLanguage ?? i18n.language;
  const locale = localeOf(language);
  const [params] = useSearchParams();
  const raw = params.get('page') ?? '';
  const page = PAGE.test(raw) ? Number(raw) : 1;
  const list = useSurveys(page);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(locale);

  return (
    <div className="ui-stack surveys-page">
      <PageHeading title={t('list.title')}>{t('list.title')}</PageHeading>
      <p>{t('list.intro')}</p>
      <p>
        <AppLink className="ui-button" to="/surveyReports/new">
          {t('list.write')}
        </AppLink>
      </p>
      {list.isError ? (
        <p role="alert" className="ui-alert">
          {t('loadFailed')}
        </p>
      ) : null}
      {!list.data ? (
        list.isPending ? (
          <Spinner />
        ) : null
      ) : list.data.count === 0 ? (
        <p>{t('list.empty')}</p>
      ) : (
        <>
          <div className="report-table-wrap" aria-busy={list.isFetching ? true : undefined}>
            <table className="report-table surveys-table">
              <caption>{t('list.caption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('list.columns.survey')}</th>
                  <th scope="col">{t('list.columns.sentOn')}</th>
                  <th scope="col">{t('list.columns.sent')}</th>
                  <th scope="col">{t('list.columns.answered')}</th>
                  <th scope="col">{t('list.columns.rate')}</th>
                  <th scope="col">{t('list.columns.results')}</th>
                </tr>
              </thead>
              <tbody>
                {list.data.results.map((s) => {
                  const title = localText(s.title, language);
                  return (
                    <tr key={s.id}>
                      <th scope="row">{title}</th>
                      <td>{s.sent_at ? formatDate(s.sent_at, locale, 'medium') : t('list.notSent')}</td>
                      <td>{number.format(s.sent)}</td>
                      <td>{number.format(s.answered)}</td>
                      <td>{s.response_rate === null ? t('list.none') : percent.format(s.response_rate)}</td>
                      <td className="surveys-table__links">
                        {s.sent_at ? (
                          <>
                            <AppLink to={`/surveySummary?survey=${s.id}`}>{t('list.resultsUs', { title })}</AppLink>
                            <AppLink to={`/surveySummary/ca?survey=${s.id}`}>{t('list.resultsCa', { title })}</AppLink>
                          </>
                        ) : (
                          <AppLink to={`/surveyReports/new?survey=${s.id}`}>{t('list.send', { title })}</AppLink>
                        )}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <Pager
            page={list.data.page}
            totalPages={list.data.total_pages}
            label={t('list.pages')}
            hrefFor={(n) => (n === 1 ? '/surveyReports' : `/surveyReports?page=${n}`)}
          />
        </>
      )}
    </div>
  );
}
