import { useTranslation } from 'react-i18next';
import { PageHeading } from '@tessera/ui/page-heading';
import { Spinner } from '@tessera/ui/spinner';
import { useApprovalReview } from '../api/approvals.ts';
import { OrganisationFacts } from './organisation-facts.tsx';
import { LinkProblem } from './link-problem.tsx';
import { useLinkToken } from './problem.ts';

/** /approve?token= (DECISIONS 21): the result of the decision taken on /approval1 with the same link. */
export default function ApprovePage() {
  const { t } = useTranslation(['approvals', 'forms']);
  const token = useLinkToken();
  const review = useApprovalReview(token);
  const title = t('result.title');
  const heading = <PageHeading title={title}>{title}</PageHeading>;
  if (token === '' || review.isError) {
    return <LinkProblem heading={heading} token={token} error={review.error} />;
  }
  if (!review.data) return <Spinner />;
  const { organisation } = review.data;
  const name = organisation.name;
  const message =
    organisation.status === 'approved'
      ? t('result.approved', { name })
      : organisation.status === 'rejected'
        ? t('result.rejected', { name })
        : organisation.status === 'pending'
          ? t('result.pending', { name })
          : t('result.suspended', { name });
  return (
    <section className="ui-stack" aria-labelledby="page-heading">
      {heading}
      <p role="status" className="ui-notice">
        {message}
      </p>
      <h2>{name}</h2>
      <OrganisationFacts organisation={organisation} />
    </section>
  );
}
