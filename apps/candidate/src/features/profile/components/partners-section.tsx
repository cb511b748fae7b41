import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, readErrorMessage, readFieldErrors } from '@tessera/api-client/api-error';
import { useFormatters } from '@tessera/i18n/format';
import { Spinner } from '@tessera/ui/spinner';
import { useAnswerPutForward, useEndPartnerLink, usePartnerLinks, usePutForwards } from '../api/partners.ts';

/**
 * The partners the job seeker is linked to (issue 11 §1), each of which they can leave, and the partners'
 * requests to put them forward for a job, which they accept (applying with their profile résumé) or decline.
 */
export function PartnersSection() {
  const { t } = useTranslation('profile');
  const f = useFormatters();
  const links = usePartnerLinks();
  const requests = usePutForwards();
  const end = useEndPartnerLink();
  const answer = useAnswerPutForward();
  const [status, setStatus] = useState('');
  const [problem, setProblem] = useState('');

  function explain(e: unknown): string {
    const body = isApiError(e) ? e.body : e;
    const code = isApiError(e) ? e.status : 0;
    const fields = readFieldErrors(body);
    if (code === 400 && fields.file) return t('partners.needResume');
    if (code === 400 && fields.job_id) return t('partners.jobClosed');
    if (code === 409) return t('partners.alreadyAnswered');
    if (code === 0) return t('common:errors.network');
    return readErrorMessage(body) ?? t('common:errors.somethingWentWrong');
  }

  const pending = (requests.data?.results ?? []).filter((r) => r.status === 'pending');
  return (
    <section id="pf-partners" className="ui-card ui-stack pf-section" aria-labelledby="pf-h-partners">
      <h2 id="pf-h-partners">{t('partners.title')}</h2>
      <p className="pf-muted">{t('partners.intro')}</p>
      {links.isPending || requests.isPending ? <Spinner /> : null}
      {pending.length > 0 ? (
        <div className="ui-stack">
          <h3>{t('partners.requestsTitle')}</h3>
          <ul className="ui-stack">
            {pending.map((r) => (
              <li key={r.id} className="ui-stack">
                <p>{t('partners.request', { partner: r.partner.name, title: r.job.title, company: r.job.company })}</p>
                {r.message ? <p className="pf-muted">{t('partners.theirMessage', { message: r.message })}</p> : null}
                <div className="pf-actions">
                  <button
                    type="button"
                    className="ui-button"
                    aria-disabled={answer.isPending || undefined}
                    onClick={() => {
                      if (answer.isPending) return;
                      setProblem('');
                      answer.mutate(
                        { id: r.id, answer: 'accept' },
                        {
                          onSuccess: () => setStatus(t('partners.accepted', { title: r.job.title })),
                          onError: (e) => setProblem(explain(e)),
                        },
                      );
                    }}
                  >
                    {t('partners.accept')}
                    <span className="ui-visually-hidden"> {t('partners.forJob', { title: r.job.title, company: r.job.company })}</span>
                  </button>{' '}
                  <button
                    type="button"
                    className="ui-button ui-button--secondary"
                    aria-disabled={answer.isPending || undefined}
                    onClick={() => {
                      if (answer.isPending) return;
                      setProblem('');
                      answer.mutate(
                        { id: r.id, answer: 'decline' },
                        {
                          onSuccess: () => setStatus(t('partners.declined', { title: r.job.title })),
                          onError: (e) => setProblem(explain(e)),
                        },
                      );
                    }}
                  >
                    {t('partners.decline')}
                    <span className="ui-visually-hidden"> {t('partners.forJob', { title: r.job.title, company: r.job.company })}</span>
                  </button>
                </div>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <h3>{t('partners.linksTitle')}</h3>
      {(links.data?.results ?? []).length === 0 ? (
        <p>{t('partners.noLinks')}</p>
      ) : (
        <ul className="ui-stack">
          {(links.data?.results ?? []).map((l) => (
            <li key={l.id}>
              <p>
                {t('partners.link', { name: l.organisation.name, date: f.date(l.created_at) })}{' '}
                <button
                  type="button"
                  className="ui-button ui-button--secondary"
                  aria-disabled={end.isPending || undefined}
                  onClick={() => {
                    if (end.isPending) return;
                    setProblem('');
                    end.mutate(l.id, {
                      onSuccess: () => setStatus(t('partners.ended', { name: l.organisation.name })),
                      onError: (e) => setProblem(explain(e)),
                    });
                  }}
                >
                  {t('partners.end')}
                  <span className="ui-visually-hidden"> {l.organisation.name}</span>
                </button>
              </p>
            </li>
          ))}
        </ul>
      )}
      <p role="alert" className={problem ? 'ui-field-error' : 'ui-visually-hidden'}>
        {problem}
      </p>
      <p role="status" aria-live="polite" className={status ? 'ui-notice' : 'ui-visually-hidden'}>
        {status}
      </p>
    </section>
  );
}
