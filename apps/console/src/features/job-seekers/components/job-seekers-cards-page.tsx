import { JobSeekersListPage } from './job-seekers-list.tsx';

/** /jobSeekersv2: the same job seekers as denser cards. */
export default function JobSeekersCardsPage() {
  return <JobSeekersListPage titleKey="cardsTitle" variant="cards" />;
}
