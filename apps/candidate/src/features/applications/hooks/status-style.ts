import type { ApplicationStatus } from '../api/list-my-applications.ts';

/**
 * Which theme status colour (SPEC §3 Theme, as CSS custom properties set by @tessera/theme) each
 * application status is shown in; the "-contrast" companion is a text colour readable on it.
 */
export const STATUS_COLOUR: Record<ApplicationStatus, string> = {
  applied: 'all',
  screening: 'screening',
  interview: 'interview',
  offered: 'offer',
  hired: 'active',
  'on-hold': 'paused',
  withdrawn: 'closed',
  declined: 'closed',
  rejected: 'closed',
};

export function statusStyle(status: ApplicationStatus): { background: string; color: string } {
  const name = STATUS_COLOUR[status];
  return { background: `var(--status-${name}, #ffffff)`, color: `var(--status-${name}-contrast, #000000)` };
}

/** Statuses in which nothing more happens. */
export const ENDED: readonly ApplicationStatus[] = ['hired', 'declined', 'withdrawn', 'rejected'];
