import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useOrganisationStatus } from '../api/approvals.ts';
import { LinkProblem } from './link-problem.tsx';
import { useLinkToken } from './problem.ts';

/**
 * /approval?token= (DECISIONS 21): what an applicant organisation sees while it waits for approval, opened
 * right after signing up or from its emails. The token is read-only.
 */
export default function ApprovalPage() {
  const { t } = useTranslation(['approvals', 'forms']);
  const token = useLinkToken();
  const status = useOrganisationStatus(token);
  const title = t('waiting.title');
  const heading = <PageHeading title={title}>{title}</PageHeading>;
  if (token === '' || status.isError) {
    return <LinkProblem heading={heading} token={token} error={status.error} />;
  }
  if (!status.data) return <Spinner />;
  const org = status.data;
  const tokenQuery = `?token=${encodeURIComponent(token)}`;
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      {heading}
      {org.status === 'pending' ? (
        <>
          <p role="status" className="ui-notice">
            {t('waiting.pending', { name: org.name, kind: t(`kinds.${org.kind}`) })}
          </p>
          <h2>{t('waiting.nextTitle')}</h2>
          <ol>
            <li>{t('waiting.verify')}</li>
            <li>{t('waiting.review')}</li>
            <li>{t('waiting.signIn')}</li>
          </ol>
        </>
      ) : null}
      {org.status === 'approved' ? (
        <>
          <p role="status" className="ui-notice">
            {t('waiting.approved', { name: org.name })}
          </p>
          <p>
            <AppLink className="ui-button" to="/login">
              {t('waiting.signInLink')}
            </AppLink>
          </p>
        </>
      ) : null}
      {org.status === 'rejected' || org.status === 'suspended' ? (
        <>
          <p role="status" className="ui-alert">
            {org.status === 'rejected' ? t('waiting.rejected', { name: org.name }) : t('waiting.suspended', { name: org.name })}
          </p>
          <p>
            <AppLink to={`/rejected${tokenQuery}`}>{t('waiting.readReason')}</AppLink>
          </p>
        </>
      ) : null}
    </section>
  );
}
