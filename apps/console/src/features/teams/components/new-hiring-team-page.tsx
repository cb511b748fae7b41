import { TeamPage } from './team-page.tsx';

/** /newHiringTeam (concierge member 6): every employer's hiring team, with an organisation filter (DECISIONS 20). */
export default function Page() {
  return <TeamPage team="hiring" titleKey="newHiring" />;
}
