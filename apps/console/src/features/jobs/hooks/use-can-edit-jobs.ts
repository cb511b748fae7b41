import type { RoleName } from '@tessera/routes/roles';
import { useViewer } from '@tessera/ui/use-viewer';

/** Roles that create and edit jobs and change their status (the API's permission jobs.write: admin and the employer's hiring_manager and hiring_member); the others, partners included, read only. */
export const JOB_EDITOR_ROLES: readonly RoleName[] = ['admin', 'hiring_manager', 'hiring_member'];

export function useCanEditJobs(): boolean {
  const { role } = useViewer();
  return role !== null && JOB_EDITOR_ROLES.includes(role);
}
