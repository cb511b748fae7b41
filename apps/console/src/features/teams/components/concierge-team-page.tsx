import { TeamPage } from './team-page.tsx';

/** /conciergeTeam (admin): the program staff (auditors, concierge members, program managers). */
export default function Page() {
  return <TeamPage team="program" titleKey="program" />;
}
