import type { RoleName } from '@tessera/routes/roles';
import { useViewer } from '@tessera/ui/use-viewer';

/** Roles that create and edit jobs and change their status (the contract's createJob: admin and roles 1, 2, 4, 5); the others read only. */
export const JOB_EDITOR_ROLES: readonly RoleName[] = ['admin', 'hiring_manager', 'recruiter', 'hiring_member', 'recruiter_member'];

export function useCanEditJobs(): boolean {
  const { role } = useViewer();
  return role !== null && JOB_EDITOR_ROLES.includes(role);
}
