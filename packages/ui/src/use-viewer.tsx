import { isCorporatePartnerStaff, roleFromUser, type RoleName } from '@tessera/routes/roles';
import { isSessionValid } from '@tessera/session/session-expiry';
import { useSession, type SessionUser } from '@tessera/session/session-store';

export type ViewerStatus = 'anonymous' | 'loading' | 'signedIn';

export interface Viewer {
  /** anonymous: no valid token; loading: token present, session user not loaded yet; signedIn: both. */
  status: ViewerStatus;
  user: SessionUser | null;
  role: RoleName | null;
  /** Staff of a corporate partner (DECISIONS 19): they also see the job seekers linked to their organisation. */
  corporatePartner: boolean;
}

/** Who is looking at the page, from the persisted session (the session user is loaded by AppProviders). */
export function useViewer(): Viewer {
  const valid = useSession((s) => isSessionValid(s));
  const user = useSession((s) => s.user);
  if (!valid) return { status: 'anonymous', user: null, role: null, corporatePartner: false };
  if (!user) return { status: 'loading', user: null, role: null, corporatePartner: false };
  return { status: 'signedIn', user, role: roleFromUser(user), corporatePartner: isCorporatePartnerStaff(user) };
}
