import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, readErrorMessage, readFieldErrors } from '@tessera/api-client/api-error';
import { useFormatters } from '@tessera/i18n/format';
import { Spinner } from '@tessera/ui/spinner';
import { usePutForward, usePutForwards, useOpenJobs } from '../api/put-forwards.ts';

/**
 * Partner staff put a linked job seeker forward for a published job (issue 11 §1): the job seeker is asked
 * and answers in their profile. Lists this partner's requests for the job seeker and where each stands.
 */
export function PutForwardSection({
  seekerId,
  seekerName,
  canPutForward,
}: {
  seekerId: number;
  seekerName: string;
  canPutForward: boolean;
}) {
  const { t } = useTranslation('jobseekers');
  const f = useFormatters();
  const id = useId();
  const requests = usePutForwards(seekerId);
  const jobs = useOpenJobs();
  const mutation = usePutForward(seekerId);
  const [jobId, setJobId] = useState('');
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [done, setDone] = useState('');
  const select = useRef<HTMLSelectElement>(null);

  function submit() {
    if (mutation.isPending) return;
    if (!jobId) {
      setError(t('putForward.chooseJob'));
      select.current?.focus();
      return;
    }
    setError(undefined);
    setDone('');
    mutation.mutate(
      { jobId: Number(jobId), message },
      {
        onSuccess: (made) => {
          setJobId('');
          setMessage('');
          setDone(t('putForward.asked', { name: seekerName, title: made.job.title }));
        },
        onError: (e) => {
          const body = isApiError(e) ? e.body : e;
          const status = isApiError(e) ? e.status : 0;
          const fields = readFieldErrors(body);
          if (status === 409) setError(t('putForward.already'));
          else if (status === 400 && fields.job_id) setError(t('putForward.jobClosed'));
          else if (status === 0) setError(t('common:errors.network'));
          else setError(readErrorMessage(body) ?? t('common:errors.somethingWentWrong'));
          select.current?.focus();
        },
      },
    );
  }

  return (
    <section className="hr-section ui-stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('putForward.title')}</h2>
      {canPutForward ? (
        <form
          className="ui-stack"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <p className="ui-hint">{t('putForward.hint', { name: seekerName })}</p>
          <div className="hr-field">
            <label htmlFor={`${id}-job`}>{t('putForward.job')}</label>
            <select
              id={`${id}-job`}
              ref={select}
              value={jobId}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              onChange={(e) => setJobId(e.target.value)}
            >
              <option value="">{t('putForward.pickJob')}</option>
              {(jobs.data?.results ?? []).map((j) => (
                <option key={j.id} value={String(j.id)}>
                  {t('putForward.jobOption', { title: j.title, company: j.company })}
                </option>
              ))}
            </select>
            {error ? (
              <p id={`${id}-error`} className="ui-field-error">
                {error}
              </p>
            ) : null}
          </div>
          <div className="hr-field">
            <label htmlFor={`${id}-message`}>{t('putForward.message')}</label>
            <textarea id={`${id}-message`} value={message} maxLength={1000} onChange={(e) => setMessage(e.target.value)} />
          </div>
          <div>
            <button type="submit" className="ui-button" aria-disabled={mutation.isPending || undefined}>
              {mutation.isPending ? t('putForward.sending') : t('putForward.submit')}
            </button>
          </div>
        </form>
      ) : null}
      <p role="status" aria-live="polite" className="hr-meta">
        {done}
      </p>
      {requests.isPending ? (
        <Spinner />
      ) : (requests.data?.results ?? []).length === 0 ? (
        <p>{t('putForward.none')}</p>
      ) : (
        <ul className="hr-notes" aria-labelledby={`${id}-title`}>
          {(requests.data?.results ?? []).map((r) => (
            <li key={r.id}>
              <p>{t('putForward.item', { title: r.job.title, company: r.job.company, partner: r.partner.name })}</p>
              <p className="hr-meta">
                {t(`putForward.status.${r.status}`)} · {f.date(r.created_at)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
