import { JobSeekersListPage } from './job-seekers-list.tsx';

/** /new_all_candidates (admin, recruiter, recruiter_member; DECISIONS 1): every job seeker of the tenant. */
export default function AllCandidatesPage() {
  return <JobSeekersListPage titleKey="allCandidatesTitle" variant="table" />;
}
