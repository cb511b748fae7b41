import { useTranslation } from 'react-i18next';
import { AppLink } from '@tessera/ui/app-link';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useOrganisationStatus } from '../api/approvals.ts';
import { LinkProblem } from './link-problem.tsx';
import { useLinkToken } from './problem.ts';

/**
 * /rejected?token= (DECISIONS 21): why an organisation was not approved (or was suspended), and how to
 * reach the program's concierge (the tenant's support phone and email, SPEC §1).
 */
export default function RejectedPage() {
  const { t } = useTranslation(['approvals', 'forms']);
  const token = useLinkToken();
  const status = useOrganisationStatus(token);
  const title = t('rejected.title');
  const heading = <PageHeading title={title}>{title}</PageHeading>;
  if (token === '' || status.isError) {
    return <LinkProblem heading={heading} token={token} error={status.error} />;
  }
  if (!status.data) return <Spinner />;
  const org = status.data;
  const { email, phone } = org.concierge;
  if (org.status !== 'rejected' && org.status !== 'suspended') {
    return (
      <section className="ui-stack" aria-labelledby="page-heading">
        {heading}
        <p role="status">{t('rejected.notRejected', { name: org.name, status: t(`statuses.${org.status}`) })}</p>
        <p>
          <AppLink to={`/approval?token=${encodeURIComponent(token)}`}>{t('rejected.statusLink')}</AppLink>
        </p>
      </section>
    );
  }
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      {heading}
      <p role="status" className="ui-alert">
        {org.status === 'rejected' ? t('rejected.rejected', { name: org.name }) : t('rejected.suspended', { name: org.name })}
      </p>
      <h2>{t('rejected.reasonTitle')}</h2>
      <p className="rejected-reason">{org.status_reason ?? t('rejected.noReason')}</p>
      <h2>{t('rejected.reachTitle')}</h2>
      <p>{t('rejected.reach')}</p>
      <ul>
        {phone ? (
          <li>
            {t('rejected.phone')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
          </li>
        ) : null}
        {email ? (
          <li>
            {t('rejected.email')} <a href={`mailto:${email}`}>{email}</a>
          </li>
        ) : null}
      </ul>
    </section>
  );
}
