import { useId, useState, type SubmitEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useGo } from '@tessera/ui/app-context';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useActOnReview, useApprovalReview } from '../api/approvals.ts';
import { OrganisationFacts } from './organisation-facts.tsx';
import { LinkProblem } from './link-problem.tsx';
import { problemText, useLinkToken } from './problem.ts';

/**
 * /approval1?token= (DECISIONS 1, 21): the review page a program staff member opens from the new-sign-up
 * email. It shows the organisation, and approves it or rejects it (with a reason the applicant reads)
 * through the link's signed, single-use, expiring token; then /approve shows the result.
 */
export default function ReviewPage() {
  const { t, i18n } = useTranslation(['approvals', 'forms']);
  const id = useId();
  const go = useGo();
  const token = useLinkToken();
  const review = useApprovalReview(token);
  const act = useActOnReview(token);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [failure, setFailure] = useState('');
  const title = t('review.title');
  const heading = <PageHeading title={title}>{title}</PageHeading>;
  const resultPath = `/approve?token=${encodeURIComponent(token)}`;

  if (token === '' || review.isError) {
    return <LinkProblem heading={heading} token={token} error={review.error} />;
  }
  if (!review.data) return <Spinner />;
  const { organisation, used } = review.data;

  async function decide(decision: 'approve' | 'reject') {
    setFailure('');
    if (decision === 'reject' && reason.trim() === '') {
      setReasonError(t('review.reasonRequired'));
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setReasonError('');
    try {
      await act.mutateAsync(decision === 'approve' ? { decision } : { decision, reason: reason.trim() });
      void go(resultPath, { replace: true });
    } catch (error) {
      setFailure(problemText(error, t, i18n.language, t('review.failed')));
    }
  }

  const onReject = (e: SubmitEvent) => {
    e.preventDefault();
    void decide('reject');
  };

  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      {heading}
      <h2>{organisation.name}</h2>
      <OrganisationFacts organisation={organisation} />
      {used || organisation.status !== 'pending' ? (
        <>
          <p role="status" className="ui-notice">
            {used ? t('review.used') : t('review.notPending', { name: organisation.name, status: t(`statuses.${organisation.status}`) })}
          </p>
          <p>
            <AppLink to={resultPath}>{t('review.seeResult')}</AppLink>
          </p>
        </>
      ) : (
        <>
          <p>{t('review.intro')}</p>
          <div>
            <button type="button" className="ui-button" disabled={act.isPending} onClick={() => void decide('approve')}>
              {t('review.approve', { name: organisation.name })}
            </button>
          </div>
          <form className="ui-form" noValidate onSubmit={onReject}>
            <div className="ui-field">
              <label htmlFor={`${id}-reason`}>{t('review.reason')}</label>
              <p id={`${id}-reason-hint`} className="ui-hint">
                {t('review.reasonHint')}
              </p>
              <textarea
                id={`${id}-reason`}
                rows={4}
                maxLength={2000}
                value={reason}
                aria-invalid={reasonError ? true : undefined}
                aria-describedby={reasonError ? `${id}-reason-hint ${id}-reason-error` : `${id}-reason-hint`}
                onChange={(e) => setReason(e.target.value)}
              />
              {reasonError ? (
                <p id={`${id}-reason-error`} className="ui-field-error">
                  {reasonError}
                </p>
              ) : null}
            </div>
            <div>
              <button type="submit" className="ui-button ui-button--secondary" disabled={act.isPending}>
                {t('review.reject', { name: organisation.name })}
              </button>
            </div>
          </form>
        </>
      )}
      <p role="status">{act.isPending ? t('review.working') : ''}</p>
      {failure ? (
        <p role="alert" className="ui-alert">
          {failure}
        </p>
      ) : null}
    </section>
  );
}
