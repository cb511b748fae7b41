import type { SideBarIcon as IconName } from '@tessera/routes/navigation';

/** 24×24 outline shapes; the active/hover variant draws the same shape filled. */
const SHAPES: Record<IconName, string> = {
  homepage: 'M3 11l9-8 9 8v10h-6v-6H9v6H3z',
  dashboard: 'M3 3h8v8H3zM13 3h8v5h-8zM13 10h8v11h-8zM3 13h8v8H3z',
  approvals: 'M4 4h16v16H4zM8 12l3 3 5-6',
  'job-seekers': 'M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM2 21c0-4 3-7 7-7s7 3 7 7zM17 11a3 3 0 1 0 0-6M19 14c2 1 3 3 3 7',
  jobs: 'M3 7h18v13H3zM8 7V4h8v3M3 12h18',
  applications: 'M6 2h9l5 5v15H6zM14 2v6h6M9 13h8M9 17h6',
  interviews: 'M3 5h18v12H8l-5 4zM8 10h8M8 13h5',
  offers: 'M4 4h10l6 6-10 10-6-6zM9 9h.01',
  reports: 'M4 20V10M10 20V4M16 20v-7M2 20h20',
  'partner-reports': 'M3 3h18v18H3zM7 16v-4M12 16V8M17 16v-6',
  'hiring-team':
    'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20c0-3 3-6 6-6s6 3 6 6zM12 20c0-3 1-6 4-6s6 3 6 6',
  'concierge-team': 'M4 14v-2a8 8 0 0 1 16 0v2M4 14h3v6H4zM17 14h3v6h-3z',
  team: 'M12 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c0-4 4-7 8-7s8 3 8 7z',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.5 9a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.7v1M12 18h.01',
};

export function SideBarIcon({ name }: { name: IconName }) {
  const d = SHAPES[name];
  return (
    <>
      <svg className="ui-sidebar__icon ui-sidebar__icon-idle" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      <svg className="ui-sidebar__icon ui-sidebar__icon-active" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d={d}
          fill="currentColor"
          fillOpacity="0.35"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </>
  );
}
