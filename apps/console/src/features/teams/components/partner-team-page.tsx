import { TeamPage } from './team-page.tsx';

/** /team (recruiter; admin): a partner's recruiters and recruiting members. */
export default function Page() {
  return <TeamPage team="partner" titleKey="partner" />;
}
