// Allowed application status changes (SPEC §3 statuses; the transitions are ours, written into the
// contract's descriptions). hired, declined and withdrawn end an application. A rejection needs a reason.
// on-hold and rejected can be undone: back to the status held before.
import type { ApplicationStatus } from '../db/schema.ts';

export type Actor = 'staff' | 'seeker';

export const FINAL_STATUSES: readonly ApplicationStatus[] = ['hired', 'declined', 'withdrawn'];
/** Statuses in which an application is still open (closing a job closes these). */
export const OPEN_STATUSES: readonly ApplicationStatus[] = ['applied', 'screening', 'interview', 'offered', 'on-hold'];

/** Forward moves staff may make from each status (undo of on-hold / rejected is handled apart). */
const STAFF_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ['screening', 'interview', 'on-hold', 'rejected'],
  screening: ['interview', 'on-hold', 'rejected'],
  interview: ['offered', 'on-hold', 'rejected'],
  offered: ['hired', 'declined', 'on-hold', 'rejected'],
  'on-hold': ['rejected'],
  rejected: [],
  hired: [],
  declined: [],
  withdrawn: [],
};

/** The job seeker may withdraw an open application, and decline an offer. */
const SEEKER_MOVES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  applied: ['withdrawn'],
  screening: ['withdrawn'],
  interview: ['withdrawn'],
  offered: ['withdrawn', 'declined'],
  'on-hold': ['withdrawn'],
  rejected: [],
  hired: [],
  declined: [],
  withdrawn: [],
};

export interface Current {
  status: ApplicationStatus;
  previousStatus: ApplicationStatus | null;
}

/** The statuses `actor` may move an application to from `current`, undo included. */
export function allowedNext(current: Current, actor: Actor): ApplicationStatus[] {
  const moves = [...(actor === 'staff' ? STAFF_MOVES : SEEKER_MOVES)[current.status]];
  const undoable = current.status === 'on-hold' || current.status === 'rejected';
  if (actor === 'staff' && undoable && current.previousStatus && !moves.includes(current.previousStatus))
    moves.unshift(current.previousStatus);
  return moves;
}

/**
 * What staff may do on an application whose job is in `jobStatus`: on a closed job nothing may move back
 * into an open status (an undo of the rejection that closing the job made would reopen it).
 */
export function allowedNextOnJob(current: Current, actor: Actor, jobStatus: string): ApplicationStatus[] {
  const moves = allowedNext(current, actor);
  return jobStatus === 'closed' ? moves.filter((s) => !OPEN_STATUSES.includes(s)) : moves;
}

export const CLOSED_JOB_MESSAGE = 'The job is closed, so this application cannot be reopened.';

/** null when the change is allowed; otherwise a message saying why not, for a 400. */
export function transitionProblem(current: Current, to: ApplicationStatus, actor: Actor, reason?: string | null): string | null {
  if (to === current.status) return `The application is already "${current.status}".`;
  if (FINAL_STATUSES.includes(current.status)) return `The application is "${current.status}"; it can no longer change.`;
  const allowed = allowedNext(current, actor);
  if (!allowed.includes(to)) {
    return allowed.length === 0
      ? `An application that is "${current.status}" cannot be changed${actor === 'seeker' ? ' by you' : ''}.`
      : `An application cannot go from "${current.status}" to "${to}". Allowed: ${allowed.join(', ')}.`;
  }
  if (to === 'rejected' && !(reason ?? '').trim()) return 'A rejection needs a reason.';
  return null;
}

/** previous_status to store after a change: kept for on-hold and rejected so they can be undone. */
export function previousAfter(current: Current, to: ApplicationStatus): ApplicationStatus | null {
  if (to === 'on-hold') return current.status;
  if (to === 'rejected') return current.status === 'on-hold' ? current.previousStatus : current.status;
  return null;
}
