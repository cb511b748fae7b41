import { TeamPage } from './team-page.tsx';

/** /hiringTeam (admin, hiring manager, concierge member): an employer's hiring managers and members. */
export default function Page() {
  return <TeamPage team="hiring" titleKey="hiring" />;
}
