import { JobSeekersListPage } from './job-seekers-list.tsx';

/** /jobSeekers (the admin's path) and /jobSeeker (other staff): the tenant's job seekers as a table. */
export default function JobSeekersPage() {
  return <JobSeekersListPage titleKey="title" variant="table" />;
}
