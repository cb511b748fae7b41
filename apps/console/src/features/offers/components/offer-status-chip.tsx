import { useTranslation } from 'react-i18next';
import type { OfferStatus } from '../api/offers.ts';
import '../../../components/hiring/hiring.css';

/** The theme colour of each offer status (the chip always says the status in words too). */
export const OFFER_TONE: Readonly<Record<OfferStatus | 'all', string>> = {
  all: 'all',
  draft: 'all',
  awaiting_approval: 'paused',
  approved: 'screening',
  sent: 'offer',
  accepted: 'active',
  declined: 'closed',
  expired: 'closed',
  withdrawn: 'closed',
};

export function OfferStatusChip({ status }: { status: OfferStatus }) {
  const { t } = useTranslation('offers');
  return (
    <span className="hr-chip" data-tone={OFFER_TONE[status]}>
      {t(`statuses.${status}`)}
    </span>
  );
}
